import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/users.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { userRequests } from '../../test/user-requests.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ BACKGROUND_JOBS: 'false' })
}, 60_000)
afterAll(async () => t.close())
const { inject, json } = userRequests(() => t)

/** The subject's audit entries, newest first, as the audit log page reads them. */
async function auditOf(subjectId: string) {
  const reader = await t.factories.user({ roles: ['admin'] })
  const res = await json(reader, 'GET', `/api/v1/admin/audit?subjectId=${subjectId}`)
  expect(res.status).toBe(200)
  return res.body.items as {
    action: string
    actor: { id: string }
    before: unknown
    after: unknown
    note: string | null
  }[]
}

const approvalOf = async (id: string) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0]?.approvalStatus

describe('accounts in the admin console (issue 19, spec §4 seller account approval)', () => {
  it('finds accounts by e-mail, name or username', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const seller = await t.factories.seller({ name: 'Zelda Quince' })
    for (const q of [seller.email, 'zelda quince', seller.username]) {
      const res = await json(admin, 'GET', `/api/v1/admin/accounts?q=${encodeURIComponent(q)}`)
      expect(res.status).toBe(200)
      expect(res.body.items.map((a: { id: string }) => a.id)).toContain(seller.id)
    }
    const none = await json(admin, 'GET', '/api/v1/admin/accounts?q=%25%25nobody%25%25')
    expect(none.body.items).toEqual([])
  })

  it('shows an account: plan, roles, approval, counts, portfolio and its audit entries', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const seller = await t.factories.seller({ membershipPlan: 'PRO' })
    await t.factories.domain({ sellerId: seller.id, status: 'ACTIVE' })
    await t.factories.domain({ sellerId: seller.id, status: 'COMPLIANCE_REVIEW' })
    const res = await json(admin, 'GET', `/api/v1/admin/accounts/${seller.id}`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      id: seller.id,
      membershipPlan: 'PRO',
      roles: ['seller', 'buyer'],
      approvalStatus: 'Approved',
      counts: { domains: 2, leads: 0, sales: 0 },
    })
    expect(res.body.portfolio).toEqual(
      expect.arrayContaining([
        { status: 'ACTIVE', count: 1 },
        { status: 'COMPLIANCE_REVIEW', count: 1 },
      ]),
    )
    const unknown = await json(admin, 'GET', '/api/v1/admin/accounts/not-an-id')
    expect(unknown.status).toBe(404)
  })

  it('suspends with a note; the seller’s session then answers UserAccountSuspended (spec §2)', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const seller = await t.factories.seller()
    const headers = await t.signedIn(seller)
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/account/data', headers })
    expect(before.statusCode).toBe(200)

    const bare = await json(admin, 'POST', `/api/v1/admin/accounts/${seller.id}/suspend`, {})
    expect(bare.status).toBe(400)
    expect(await approvalOf(seller.id)).toBe('Approved')

    const res = await json(admin, 'POST', `/api/v1/admin/accounts/${seller.id}/suspend`, {
      note: 'Chargebacks',
    })
    expect(res.status).toBe(200)
    expect(res.body.approvalStatus).toBe('Suspended')
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/account/data', headers })
    expect(after.statusCode).toBe(403)
    expect(after.json().error.code).toBe('UserAccountSuspended')

    const reinstated = await json(
      admin,
      'POST',
      `/api/v1/admin/accounts/${seller.id}/reinstate`,
      {},
    )
    expect(reinstated.body.approvalStatus).toBe('Approved')
    const back = await t.app.inject({ method: 'GET', url: '/api/v1/account/data', headers })
    expect(back.statusCode).toBe(200)

    const entries = await auditOf(seller.id)
    expect(entries.map((e) => [e.action, e.before, e.after, e.note])).toEqual([
      ['account.reinstate', { approvalStatus: 'Suspended' }, { approvalStatus: 'Approved' }, null],
      [
        'account.suspend',
        { approvalStatus: 'Approved' },
        { approvalStatus: 'Suspended' },
        'Chargebacks',
      ],
    ])
  })

  it('approves a pending account and refuses actions that do not fit its state', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const pending = await t.factories.seller({ approvalStatus: 'PendingApproval' })
    const res = await json(admin, 'POST', `/api/v1/admin/accounts/${pending.id}/approve`, {})
    expect(res.body.approvalStatus).toBe('Approved')
    const [entry] = await auditOf(pending.id)
    expect(entry).toMatchObject({ actor: { id: admin.id }, action: 'account.approve' })

    const again = await json(admin, 'POST', `/api/v1/admin/accounts/${pending.id}/reinstate`, {})
    expect(again.status).toBe(409)
    expect(again.body.error.fields[0].code).toBe('admin.account.wrongState')
    const self = await json(admin, 'POST', `/api/v1/admin/accounts/${admin.id}/suspend`, {
      note: 'oops',
    })
    expect(self.status).toBe(409)
    expect(await approvalOf(admin.id)).toBe('Approved')
    expect(await auditOf(admin.id)).toEqual([])
  })

  it('is for admins only: 401 signed out, 403 for a seller, nothing changed', async () => {
    const seller = await t.factories.seller()
    const target = await t.factories.seller()
    for (const [method, url] of [
      ['GET', '/api/v1/admin/accounts?q=a'],
      ['GET', `/api/v1/admin/accounts/${target.id}`],
      ['POST', `/api/v1/admin/accounts/${target.id}/approve`],
      ['POST', `/api/v1/admin/accounts/${target.id}/suspend`],
      ['POST', `/api/v1/admin/accounts/${target.id}/reinstate`],
    ] as const) {
      const body = method === 'POST' ? { note: 'x' } : undefined
      expect((await inject(null, method, url, body)).statusCode).toBe(401)
      expect((await inject(seller, method, url, body)).statusCode).toBe(403)
    }
    expect(await approvalOf(target.id)).toBe('Approved')
  })
})
