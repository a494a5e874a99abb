import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RELEASE_NOTES } from '@namefolio/core/release-notes/release-notes'
import type { UserRow } from '../../db/schema/users.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ BACKGROUND_JOBS: 'false' })
}, 60_000)
afterAll(() => t.close())

const URL = '/api/v1/rad/releaseNotes'
const [newest, second] = RELEASE_NOTES

async function list(user: UserRow) {
  return t.app.inject({ method: 'GET', url: URL, headers: await t.signedIn(user) })
}
async function markRead(user: UserRow, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `${URL}/read`,
    headers: await t.signedIn(user),
    payload: payload as object,
  })
}

describe('GET /api/v1/rad/releaseNotes and POST .../read (spec §7; decision 1024)', () => {
  it('lists every note, newest first, all unread for a new account', async () => {
    const user = await t.factories.seller()
    const res = await list(user)
    expect(res.statusCode).toBe(200)
    expect(res.json().unreadCount).toBe(RELEASE_NOTES.length)
    expect(res.json().notes[0]).toMatchObject({ id: newest!.id, isRead: false })
  })

  it('marks the notes read for this person only', async () => {
    const [reader, other] = [
      await t.factories.seller(),
      await t.factories.user({ roles: ['buyer'] }),
    ]
    const res = await markRead(reader, { ids: [newest!.id, second!.id, newest!.id] })
    expect(res.statusCode).toBe(200)
    expect(res.json().unreadCount).toBe(RELEASE_NOTES.length - 2)
    const again = (await list(reader)).json()
    expect(
      again.notes.filter((n: { isRead: boolean }) => n.isRead).map((n: { id: string }) => n.id),
    ).toEqual([newest!.id, second!.id])
    expect((await list(other)).json().unreadCount).toBe(RELEASE_NOTES.length)
  })

  it('marking a note read twice is harmless', async () => {
    const user = await t.factories.seller()
    await markRead(user, { ids: [newest!.id] })
    const res = await markRead(user, { ids: [newest!.id] })
    expect(res.statusCode).toBe(200)
    expect(res.json().unreadCount).toBe(RELEASE_NOTES.length - 1)
  })

  it.each([
    ['an unknown note', { ids: ['2020-01-01-no-such-note'] }, 400, 'releaseNotes.unknownId'],
    ['a malformed id', { ids: ['../../etc'] }, 400, 'invalid_format'],
    ['no ids', { ids: [] }, 400, 'too_small'],
    ['no body field', {}, 400, 'invalid_type'],
  ])('refuses %s with a 4xx naming the problem', async (_what, payload, status, code) => {
    const user = await t.factories.seller()
    const res = await markRead(user, payload)
    expect(res.statusCode).toBe(status)
    expect(res.json().error.fields.map((f: { code: string }) => f.code)).toContain(code)
    expect((await list(user)).json().unreadCount).toBe(RELEASE_NOTES.length)
  })

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401)
    const post = await t.app.inject({
      method: 'POST',
      url: `${URL}/read`,
      payload: { ids: [newest!.id] },
    })
    expect(post.statusCode).toBe(401)
  })
})
