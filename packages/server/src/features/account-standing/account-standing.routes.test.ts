import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { usdToMicros } from '@namefolio/core/money/money'
import type { UserRow } from '../../db/schema/users.ts'
import { buildTestApp, uniqueSuffix, type TestApp } from '../../test/build-test-app.ts'

/** The sandbox provider's card that is always accepted (sales feature, decision 803). */
const SANDBOX_CARD_OK = '4242424242424242'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ BACKGROUND_JOBS: 'false' })
}, 60_000)
afterAll(() => t.close())

async function call(
  user: UserRow | null,
  method: 'GET' | 'PATCH' | 'POST',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: user ? await t.signedIn(user) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  })
}

const setBoost = (user: UserRow, payload: unknown) =>
  call(user, 'PATCH', '/api/v1/account/boost', payload)

describe('GET, PATCH /api/v1/account/boost (spec §7; decision 1020)', () => {
  it('answers the starting level with the plan commission and every level’s rate', async () => {
    const seller = await t.factories.seller()
    const res = await call(seller, 'GET', '/api/v1/account/boost')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      level: 0,
      since: null,
      planCommissionBps: 1500,
      commissionBps: 1500,
      isDiscountClubMember: false,
    })
    expect(res.json().levels.map((l: { commissionBps: number }) => l.commissionBps)).toEqual([
      1500, 1600, 1750, 2000,
    ])
  })

  it('sets a level, says since when, and keeps it', async () => {
    const seller = await t.factories.seller()
    const res = await setBoost(seller, { level: 2 })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ level: 2, commissionBps: 1750 })
    expect(Date.parse(res.json().since)).toBeGreaterThan(Date.now() - 60_000)
    const read = await call(seller, 'GET', '/api/v1/account/boost')
    expect(read.json()).toMatchObject({ level: 2, since: res.json().since })
  })

  it('halves the surcharge for a discount domain club member (Premium)', async () => {
    const seller = await t.factories.seller({ membershipPlan: 'PREMIUM' })
    const res = await setBoost(seller, { level: 3 })
    expect(res.json()).toMatchObject({ isDiscountClubMember: true, commissionBps: 1250 })
  })

  it.each([
    ['a level above the table', { level: 4 }, 'accountBoost.level.invalid'],
    ['a negative level', { level: -1 }, 'accountBoost.level.invalid'],
    ['a level as text', { level: '2' }, 'accountBoost.level.invalid'],
    ['a fraction', { level: 1.5 }, 'accountBoost.level.invalid'],
    ['no level', {}, 'accountBoost.level.invalid'],
    ['an unknown field', { level: 1, sellerId: 'someone-else' }, 'unrecognized_keys'],
  ])(
    'refuses %s with a 400 naming the problem, and keeps the level',
    async (_what, payload, code) => {
      const seller = await t.factories.seller()
      const res = await setBoost(seller, payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBe('MALFORMED_INPUT')
      expect(res.json().error.fields.map((f: { code: string }) => f.code)).toContain(code)
      expect((await call(seller, 'GET', '/api/v1/account/boost')).json().level).toBe(0)
    },
  )

  it('changes only the signed-in seller’s level', async () => {
    const [a, b] = [await t.factories.seller(), await t.factories.seller()]
    await setBoost(a, { level: 3 })
    expect((await call(b, 'GET', '/api/v1/account/boost')).json().level).toBe(0)
    // An account id in the query is not a way in: the answer stays the caller's own.
    const res = await call(b, 'GET', `/api/v1/account/boost?userId=${a.id}`)
    expect(res.json().level).toBe(0)
  })

  it('answers 401 without a session and 403 to an account without the seller role', async () => {
    expect((await call(null, 'GET', '/api/v1/account/boost')).statusCode).toBe(401)
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/v1/account/boost', payload: { level: 1 } }))
        .statusCode,
    ).toBe(401)
    const buyer = await t.factories.user({ roles: ['buyer'] })
    expect((await call(buyer, 'GET', '/api/v1/account/boost')).statusCode).toBe(403)
    expect((await setBoost(buyer, { level: 1 })).statusCode).toBe(403)
  })
})

describe('a boost ranks listings in marketplace search (decision 1020)', () => {
  it('a higher boost ranks a listing above an equally relevant one', async () => {
    const word = `bq${uniqueSuffix().slice(0, 6)}`
    const [plain, boosted] = [await t.factories.seller(), await t.factories.seller()]
    const listing = { status: 'ACTIVE' as const, buynowPriceMicros: usdToMicros(900) }
    // Same relevance (both contain the word) and length; unboosted, the name order decides.
    await t.factories.domain({ ...listing, sellerId: plain.id, name: `${word}a.com` })
    await t.factories.domain({ ...listing, sellerId: boosted.id, name: `${word}b.com` })
    const order = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/search?q=${word}` })
      expect(res.statusCode).toBe(200)
      return [res.body.indexOf(`${word}a.com`), res.body.indexOf(`${word}b.com`)] as const
    }
    const [a0, b0] = await order()
    expect(a0).toBeGreaterThan(-1)
    expect(a0).toBeLessThan(b0)
    await setBoost(boosted, { level: 1 })
    const [a1, b1] = await order()
    expect(b1).toBeLessThan(a1)
    await setBoost(plain, { level: 2 })
    const [a2, b2] = await order()
    expect(a2).toBeLessThan(b2)
  })
})

describe('a boost applies to future sales only (decision 1020)', () => {
  async function buy(buyer: UserRow, domainName: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout/orders',
      headers: { ...(await t.signedIn(buyer)), 'idempotency-key': `boost-${domainName}` },
      payload: { cardName: 'Bo Buyer', cardNumber: SANDBOX_CARD_OK, domainName },
    })
    expect(res.statusCode).toBe(200)
    return res.json().transactionId as string
  }
  const commissionOf = async (seller: UserRow, transactionId: string) =>
    (await call(seller, 'GET', `/api/v1/transactions/${transactionId}`)).json().commissionBps

  it('a sale made before a boost keeps its rate; a sale after it pays the surcharge', async () => {
    const seller = await t.factories.seller()
    const buyer = await t.factories.user({ roles: ['buyer'] })
    const listing = {
      sellerId: seller.id,
      status: 'ACTIVE' as const,
      buynowPriceMicros: usdToMicros(2500),
    }
    const before = await t.factories.domain(listing)
    const after = await t.factories.domain(listing)
    const first = await buy(buyer, before.name)
    expect(await commissionOf(seller, first)).toBe(1500)
    await setBoost(seller, { level: 3 })
    const second = await buy(buyer, after.name)
    expect(await commissionOf(seller, second)).toBe(2000)
    expect(await commissionOf(seller, first)).toBe(1500)
  })
})

describe('GET /api/v1/account/ddc and /api/v1/account/partner/status (decisions 1021, 1022)', () => {
  it('a Pro seller is a club member until the plan ends', async () => {
    const expiresAt = new Date(Date.now() + 30 * 86_400_000)
    const seller = await t.factories.seller({
      membershipPlan: 'PRO',
      membershipExpiresAt: expiresAt,
    })
    const res = await call(seller, 'GET', '/api/v1/account/ddc')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      isMember: true,
      plan: 'PRO',
      memberUntil: expiresAt.toISOString(),
      boostDiscountPct: 50,
      qualifyingPlans: ['PREMIUM', 'PRO'],
    })
  })

  it('a Starter seller is not a member', async () => {
    const seller = await t.factories.seller()
    expect((await call(seller, 'GET', '/api/v1/account/ddc')).json()).toMatchObject({
      isMember: false,
      memberUntil: null,
    })
  })

  it('partner status: the plan in force, its commission, the boost and the next level', async () => {
    const seller = await t.factories.seller({
      membershipPlan: 'BASIC',
      approvalStatus: 'VerificationRequired',
    })
    await setBoost(seller, { level: 1 })
    const res = await call(seller, 'GET', '/api/v1/account/partner/status')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      level: 'BASIC',
      plan: 'BASIC',
      expiresAt: null,
      isExpired: false,
      approvalStatus: 'VerificationRequired',
      isDiscountClubMember: false,
      boostLevel: 1,
      planCommissionBps: 1200,
      commissionBps: 1300,
      nextLevel: { plan: 'PREMIUM', planCommissionBps: 1000 },
    })
  })

  it('an expired plan is partner level NONE', async () => {
    const seller = await t.factories.seller({
      membershipPlan: 'PREMIUM',
      membershipExpiresAt: new Date(Date.now() - 86_400_000),
    })
    const res = await call(seller, 'GET', '/api/v1/account/partner/status')
    expect(res.json()).toMatchObject({ level: 'NONE', plan: 'PREMIUM', isExpired: true })
  })

  it.each(['/api/v1/account/ddc', '/api/v1/account/partner/status'])(
    '%s answers 401 without a session and 403 to a buyer-only account',
    async (url) => {
      expect((await call(null, 'GET', url)).statusCode).toBe(401)
      const buyer = await t.factories.user({ roles: ['buyer'] })
      expect((await call(buyer, 'GET', url)).statusCode).toBe(403)
    },
  )
})
