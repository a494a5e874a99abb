import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'

// Payout accounts, payee and tax changes need a sign-in within the high-risk window (15 min),
// answered as the step-up the portal resumes (issue 9, decisions 600 and 651).

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ BACKGROUND_JOBS: 'false' })
}, 60_000)
afterAll(async () => t.close())

const STALE_MS = 20 * 60_000
const ACCOUNT = { method: 'PAYPAL', accountName: 'Payout', emailAddress: 'payout@example.test' }
const TAX = {
  formType: 'W9',
  legalName: 'Step Up',
  country: 'US',
  address: '1 Main St',
  taxId: '123456789',
  certify: true,
}

async function sellerSessions() {
  const seller = await t.factories.seller()
  const fresh = await t.signedIn(seller)
  const stale = await t.signedIn(seller, { authenticatedAt: new Date(Date.now() - STALE_MS) })
  return { seller, fresh, stale }
}

function expectStepUp(res: { statusCode: number; json: () => { error: unknown } }) {
  expect(res.statusCode).toBe(401)
  expect(res.json().error).toMatchObject({
    code: 'ForceLogin',
    fields: [
      { field: 'session', code: 'sso.error.loginAgain', values: { risk: 'high', status: 5 } },
    ],
  })
}

describe('payout and tax changes need a recent sign-in', () => {
  it.each([
    ['POST', '/api/v1/account/payments'],
    ['POST', '/api/v2/account/payment'],
  ] as const)('%s %s refuses a stale sign-in and adds nothing', async (method, url) => {
    const { fresh, stale } = await sellerSessions()
    expectStepUp(await t.app.inject({ method, url, headers: stale, payload: ACCOUNT }))
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/payments',
      headers: fresh,
    })
    expect(list.json().items).toEqual([])
    const added = await t.app.inject({ method, url, headers: fresh, payload: ACCOUNT })
    expect(added.statusCode).toBe(200)
  })

  it('DELETE /api/v1/account/payments/:capId refuses a stale sign-in and keeps the account', async () => {
    const { fresh, stale } = await sellerSessions()
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/payments',
      headers: fresh,
      payload: ACCOUNT,
    })
    const capId = added.json().capId as string
    const url = `/api/v1/account/payments/${capId}`
    expectStepUp(await t.app.inject({ method: 'DELETE', url, headers: stale }))
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/payments',
      headers: fresh,
    })
    expect(list.json().items).toHaveLength(1)
  })

  it('PATCH /api/v1/account/payee and /api/v1/account/tax refuse a stale sign-in', async () => {
    const { stale } = await sellerSessions()
    expectStepUp(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/account/payee',
        headers: stale,
        payload: { payoutMode: 'MANUAL' },
      }),
    )
    expectStepUp(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/account/tax',
        headers: stale,
        payload: TAX,
      }),
    )
  })

  it('an API token never stands in for a sign-in', async () => {
    const { fresh } = await sellerSessions()
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/oauth',
      headers: fresh,
      payload: { name: 'payout script', scopes: ['sales:write'] },
    })
    expect(created.statusCode).toBe(201)
    const bearer = { authorization: `Bearer ${created.json().secret as string}` }
    for (const [method, url, payload] of [
      ['POST', '/api/v1/account/payments', ACCOUNT],
      ['PATCH', '/api/v1/account/tax', TAX],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer, payload })
      expect([401, 403]).toContain(res.statusCode)
    }
  })
})
