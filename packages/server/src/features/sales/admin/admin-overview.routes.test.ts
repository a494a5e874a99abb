import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { userRequests } from '../../../test/user-requests.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ BACKGROUND_JOBS: 'false' })
}, 60_000)
afterAll(async () => t.close())
const { inject } = userRequests(() => t)

describe('the admin console’s counts (issue 13, decision 953)', () => {
  it('an admin reads the transfers to confirm and the payments to reconcile', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const res = await inject(admin, 'GET', '/api/v1/admin/overview')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      transfers: { toConfirm: expect.any(Number), awaitingAuthCode: expect.any(Number) },
      payments: { open: expect.any(Number) },
      sandbox: true,
    })
  })

  it('is for admins only', async () => {
    const seller = await t.factories.seller()
    const res = await inject(seller, 'GET', '/api/v1/admin/overview')
    expect(res.statusCode).toBe(403)
  })
})
