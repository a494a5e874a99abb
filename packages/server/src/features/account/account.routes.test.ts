import { describe, expect, it } from 'vitest'
import { testAppForFile } from '../../test/build-test-app.ts'
import { userRequests } from '../../test/user-requests.ts'

const t = testAppForFile()
const { inject } = userRequests(() => t)

describe('GET /api/v1/account/data', () => {
  it("answers the signed-in user's account, membership and approval status", async () => {
    const seller = await t.factories.seller({ membershipPlan: 'PRO' })
    const res = await inject(seller, 'GET', '/api/v1/account/data')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: seller.id,
      email: seller.email,
      roles: ['seller', 'buyer'],
      membership: { plan: 'PRO', expiresAt: null },
      approvalStatus: 'Approved',
    })
  })

  it('answers 401 in the error envelope without a session', async () => {
    const res = await inject(null, 'GET', '/api/v1/account/data')
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('UNAUTHENTICATED')
  })

  it.each(['Suspended', 'Disapproved'] as const)(
    'answers UserAccountSuspended for a %s seller (spec §2, §8)',
    async (approvalStatus) => {
      const seller = await t.factories.seller({ approvalStatus })
      const res = await inject(seller, 'GET', '/api/v1/account/data')
      expect(res.statusCode).toBe(403)
      expect(res.json().error.code).toBe('UserAccountSuspended')
    },
  )
})
