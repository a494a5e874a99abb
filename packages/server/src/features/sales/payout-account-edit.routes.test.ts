import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserRow } from '../../db/schema/users.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { userRequests } from '../../test/user-requests.ts'
import { findLatestMail, form, formHeaders } from '../../test/identity-helpers.ts'

// Issue 18 (account payments): PATCH v1/account/payments edits a payout account of the
// signed-in seller (spec §3 payee info fields: AccountName, AccountNumber, EmailAddress;
// §7 account/payments), GET v1/account/payments/url/{capId} gives the provider's onboarding
// page, and the sandbox provider's page verifies the account (decisions 1030 and 1031).

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ BACKGROUND_JOBS: 'false' })
}, 60_000)
afterAll(async () => t.close())

const WIRE = { method: 'US_WIRE', accountName: 'Dana Seller', accountNumber: '000123456789' }
const PAYPAL = { method: 'PAYPAL', accountName: 'Dana PayPal', emailAddress: 'dana@example.com' }
type Account = {
  capId: string
  accountName: string
  accountNumberLast4: string | null
  emailAddress: string | null
  isDefault: boolean
  onboardingStatus: string
}

const { inject: as } = userRequests(() => t)

async function sellerWith(...accounts: object[]) {
  const seller = await t.factories.seller()
  const made: Account[] = []
  for (const account of accounts) {
    const res = await as(seller, 'POST', '/api/v1/account/payments', account)
    expect(res.statusCode, res.body).toBe(200)
    made.push(res.json())
  }
  return { seller, accounts: made }
}

async function accountsOf(seller: UserRow): Promise<Account[]> {
  return (await as(seller, 'GET', '/api/v1/account/payments')).json().items
}

const edit = (seller: UserRow, body: object) =>
  as(seller, 'PATCH', '/api/v1/account/payments', body)

describe('PATCH /api/v1/account/payments edits a payout account (issue 18)', () => {
  it('changes the holder name and number, answers only the last four, and mails the seller', async () => {
    const { seller, accounts } = await sellerWith(WIRE)
    const capId = accounts[0]!.capId
    const res = await edit(seller, {
      capId,
      accountName: 'Dana Q. Seller',
      accountNumber: '999988887777',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      capId,
      accountName: 'Dana Q. Seller',
      accountNumberLast4: '7777',
    })
    expect(res.body).not.toContain('999988887777')
    expect(await accountsOf(seller)).toMatchObject([
      { accountName: 'Dana Q. Seller', accountNumberLast4: '7777' },
    ])
    const mail = await findLatestMail(t, seller.email)
    expect(mail?.subject).toBe('Your payout account was changed')
    expect(mail?.textBody).toContain('name, account number')
  })

  it('makes another account the default, and only one stays default', async () => {
    const { seller, accounts } = await sellerWith(WIRE, PAYPAL)
    const res = await edit(seller, { capId: accounts[1]!.capId, isDefault: true })
    expect(res.statusCode, res.body).toBe(200)
    const list = await accountsOf(seller)
    expect(list.map((a) => a.isDefault)).toEqual([false, true])
  })

  it.each([
    ['a blank holder name', { accountName: ' ' }, 'payments.error.accountName'],
    ['a bank number too short', { accountNumber: '12' }, 'payments.accountNumber.required'],
    ['an e-mail that is not one', { emailAddress: 'dana@' }, 'payments.error.email'],
    [
      'un-defaulting the default account',
      { isDefault: false },
      'accountPayments.error.keepDefault',
    ],
  ])(
    'refuses %s with a 400 and its message key, and keeps the account',
    async (_case, body, code) => {
      const { seller, accounts } = await sellerWith(WIRE)
      const res = await edit(seller, { capId: accounts[0]!.capId, ...body })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.fields).toEqual(
        expect.arrayContaining([expect.objectContaining({ code })]),
      )
      expect(await accountsOf(seller)).toMatchObject([
        { accountName: 'Dana Seller', accountNumberLast4: '6789', isDefault: true },
      ])
    },
  )

  it('refuses an account number for PayPal, which pays an e-mail address', async () => {
    const { seller, accounts } = await sellerWith(PAYPAL)
    const res = await edit(seller, { capId: accounts[0]!.capId, accountNumber: '123456' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual([
      { field: 'accountNumber', code: 'accountPayments.error.numberNotUsed' },
    ])
  })

  it('refuses a malformed capId with a 400', async () => {
    const { seller } = await sellerWith()
    expect((await edit(seller, { capId: 'not-an-id', accountName: 'X' })).statusCode).toBe(400)
  })

  it("answers 404 for another seller's account and changes nothing", async () => {
    const { seller: owner, accounts } = await sellerWith(WIRE)
    const { seller: other } = await sellerWith()
    const res = await edit(other, { capId: accounts[0]!.capId, accountName: 'Mallory' })
    expect(res.statusCode).toBe(404)
    expect(await accountsOf(owner)).toMatchObject([{ accountName: 'Dana Seller' }])
  })

  it('needs a recent sign-in, as every payout change (step-up)', async () => {
    const { seller, accounts } = await sellerWith(WIRE)
    const stale = await t.signedIn(seller, { authenticatedAt: new Date(Date.now() - 20 * 60_000) })
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/account/payments',
      headers: stale,
      payload: { capId: accounts[0]!.capId, accountName: 'Changed' },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('ForceLogin')
    expect(await accountsOf(seller)).toMatchObject([{ accountName: 'Dana Seller' }])
  })
})

describe('onboarding with the payout provider (decision 1031)', () => {
  it('gives the sandbox onboarding URL of the seller’s own account only', async () => {
    const { seller, accounts } = await sellerWith(WIRE)
    const capId = accounts[0]!.capId
    const res = await as(seller, 'GET', `/api/v1/account/payments/url/${capId}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      capId,
      url: `http://localhost:3000/sandbox/payout-onboarding/${capId}`,
      sandbox: true,
      onboardingStatus: 'NOT_STARTED',
    })
    const { seller: other } = await sellerWith()
    expect((await as(other, 'GET', `/api/v1/account/payments/url/${capId}`)).statusCode).toBe(404)
    expect((await as(seller, 'GET', '/api/v1/account/payments/url/nope')).statusCode).toBe(400)
  })

  it('the sandbox page, labelled sandbox, verifies the account and returns to the link success page', async () => {
    const { seller, accounts } = await sellerWith(WIRE)
    const capId = accounts[0]!.capId
    const headers = await t.signedIn(seller)
    const page = await t.app.inject({
      method: 'GET',
      url: `/sandbox/payout-onboarding/${capId}`,
      headers,
    })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Sandbox payout provider')
    expect(page.body).toContain('•••• 6789')
    const done = await t.app.inject({
      method: 'POST',
      url: `/sandbox/payout-onboarding/${capId}`,
      headers: { ...headers, ...formHeaders },
      payload: form({}),
    })
    expect(done.statusCode).toBe(303)
    expect(done.headers.location).toBe(`/account/link/success?kind=payout&capId=${capId}`)
    expect(await accountsOf(seller)).toMatchObject([{ onboardingStatus: 'VERIFIED' }])

    // New bank details must be verified again; a new name alone keeps the verification.
    await edit(seller, { capId, accountName: 'Dana Renamed' })
    expect(await accountsOf(seller)).toMatchObject([{ onboardingStatus: 'VERIFIED' }])
    await edit(seller, { capId, accountNumber: '111122223333' })
    expect(await accountsOf(seller)).toMatchObject([{ onboardingStatus: 'NOT_STARTED' }])
  })

  it("refuses another seller's account on the sandbox page, and sends the signed-out to sign in", async () => {
    const { seller: owner, accounts } = await sellerWith(WIRE)
    const { seller: other } = await sellerWith()
    const url = `/sandbox/payout-onboarding/${accounts[0]!.capId}`
    const headers = await t.signedIn(other)
    expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(404)
    const post = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...formHeaders },
      payload: form({}),
    })
    expect(post.statusCode).toBe(404)
    expect(await accountsOf(owner)).toMatchObject([{ onboardingStatus: 'NOT_STARTED' }])
    const signedOut = await t.app.inject({ method: 'GET', url })
    expect(signedOut.statusCode).toBe(303)
    expect(signedOut.headers.location).toContain('/login?realm=portal&path=')
  })
})

describe('tax form country and state are ISO 3166 codes (issue 18)', () => {
  const TAX = {
    formType: 'W9',
    legalName: 'Dana',
    country: 'US',
    address: '1 Main St',
    taxId: '123456789',
    certify: true,
  }
  it.each([
    ['an unassigned country', { country: 'ZZ' }, 400, 'accountPayments.error.country'],
    ['a state of another country', { state: 'CA-ON' }, 400, 'accountPayments.error.state'],
    ['a state that does not exist', { state: 'US-XX' }, 400, 'accountPayments.error.state'],
    ['a state of the country', { state: 'US-CA' }, 200, null],
    ['no state', {}, 200, null],
  ])('%s: %s', async (_case, body, status, code) => {
    const { seller } = await sellerWith()
    const res = await as(seller, 'PATCH', '/api/v1/account/tax', { ...TAX, ...body })
    expect(res.statusCode, res.body).toBe(status)
    if (code) expect(res.json().error.fields).toEqual([expect.objectContaining({ code })])
    else expect(res.json().tax.state).toBe('state' in body ? body.state : null)
  })
})
