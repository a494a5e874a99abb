import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ BACKGROUND_JOBS: 'false' })
}, 60_000)
afterAll(() => t.close())

const advance = {
  method: 'POST',
  url: '/api/v1/test/clock/advance',
  payload: { days: 365 },
} as const
const read = { method: 'GET', url: '/api/v1/test/clock' } as const

describe('the money clock controls need the admin role (issue 12, decision 902)', () => {
  it('attack: a buyer cannot move the money clock (403) and the clock stays where it was', async () => {
    const buyer = await t.factories.user({ roles: ['buyer'] })
    const admin = await t.factories.user({ roles: ['admin'] })
    const adminHeaders = await t.signedIn(admin)
    const before = (await t.app.inject({ ...read, headers: adminHeaders })).json().now as string
    const res = await t.app.inject({ ...advance, headers: await t.signedIn(buyer) })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('FORBIDDEN')
    const after = (await t.app.inject({ ...read, headers: adminHeaders })).json().now as string
    expect(Date.parse(after) - Date.parse(before)).toBeLessThan(86_400_000)
  })

  it('answers 401 to a signed-out caller, and 403 to a seller reading the clock', async () => {
    expect((await t.app.inject(advance)).statusCode).toBe(401)
    expect((await t.app.inject(read)).statusCode).toBe(401)
    const seller = await t.factories.seller()
    expect((await t.app.inject({ ...read, headers: await t.signedIn(seller) })).statusCode).toBe(
      403,
    )
  })

  it('lets an admin move the clock', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const res = await t.app.inject({
      ...advance,
      payload: { days: 1 },
      headers: await t.signedIn(admin),
    })
    expect(res.statusCode).toBe(200)
  })
})
