import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { userRequests } from '../../test/user-requests.ts'
import { adminAuditLog } from '../../db/schema/admin-audit.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ BACKGROUND_JOBS: 'false' })
}, 60_000)
afterAll(async () => t.close())
const { inject, json } = userRequests(() => t)

describe('the audit log page (issue 19: who, when, what, before and after)', () => {
  it('lists newest first, filters by action prefix, actor and subject, pages with a cursor', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const other = await t.factories.user({ roles: ['admin'] })
    const seller = await t.factories.seller()
    // A second apart, so "newest first" has one answer.
    let at = Date.parse('2026-11-01T10:00:00Z')
    const entry = (actorId: string, action: string, note: string | null) =>
      t.db.insert(adminAuditLog).values({
        createdAt: new Date((at += 1000)),
        actorId,
        action,
        subjectType: 'account',
        subjectId: seller.id,
        before: { approvalStatus: 'Approved' },
        after: { approvalStatus: 'Suspended' },
        note,
      })
    await entry(admin.id, 'account.suspend', 'a')
    await entry(admin.id, 'account.reinstate', null)
    await entry(other.id, 'domain.approve', 'b')

    const mine = await json(
      other,
      'GET',
      `/api/v1/admin/audit?actor=${encodeURIComponent(admin.email)}&action=account.&limit=1`,
    )
    expect(mine.status).toBe(200)
    expect(mine.body.items).toEqual([
      expect.objectContaining({
        action: 'account.reinstate',
        actor: { id: admin.id, email: admin.email },
        subjectId: seller.id,
        before: { approvalStatus: 'Approved' },
        after: { approvalStatus: 'Suspended' },
      }),
    ])
    const next = await json(
      other,
      'GET',
      `/api/v1/admin/audit?actor=${encodeURIComponent(admin.email)}&limit=1&cursor=${encodeURIComponent(mine.body.nextCursor)}`,
    )
    expect(next.body.items[0]).toMatchObject({ action: 'account.suspend', note: 'a' })
    expect(next.body.nextCursor).toBeNull()

    const bySubject = await json(other, 'GET', `/api/v1/admin/audit?subjectId=${seller.id}`)
    expect(bySubject.body.items.map((e: { action: string }) => e.action)).toEqual([
      'domain.approve',
      'account.reinstate',
      'account.suspend',
    ])
    const domainOnly = await json(
      other,
      'GET',
      `/api/v1/admin/audit?subjectId=${seller.id}&action=domain.`,
    )
    expect(domainOnly.body.items.map((e: { action: string }) => e.action)).toEqual([
      'domain.approve',
    ])
  })

  it('answers an unknown actor with nothing and a foreign cursor with a 400', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const nobody = await json(admin, 'GET', '/api/v1/admin/audit?actor=nobody%40example.test')
    expect(nobody.body).toEqual({ items: [], nextCursor: null })
    const bad = await json(admin, 'GET', '/api/v1/admin/audit?cursor=2026-01-01~x')
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields[0].code).toBe('admin.cursor.invalid')
  })

  it('is for admins only: 401 signed out, 403 for a seller', async () => {
    const seller = await t.factories.seller()
    expect((await inject(null, 'GET', '/api/v1/admin/audit')).statusCode).toBe(401)
    expect((await inject(seller, 'GET', '/api/v1/admin/audit')).statusCode).toBe(403)
  })
})
