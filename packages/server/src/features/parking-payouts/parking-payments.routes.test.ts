import { describe, expect, it } from 'vitest'
import { parkingEarnings, parkingPayouts } from '../../db/schema/parking.ts'
import { payeeTaxProfiles, payoutAccounts } from '../../db/schema/sales.ts'
import { earnParkingRevenue } from './parking-earnings.fixture.ts'
import { testAppForFile, type TestApp } from '../../test/build-test-app.ts'

// Spec §7: GET v1/account/payments/{payout-provider}/parking and /info, for the signed-in
// seller only (decision 533); the monthly statement carries the parking lines.

const t = testAppForFile({ BACKGROUND_JOBS: 'false' })

const USD = 1_000_000

async function payable(sellerId: string) {
  await t.db.insert(payoutAccounts).values({
    sellerId,
    method: 'PAYPAL',
    accountName: 'Parking PayPal',
    emailAddress: 'pp@example.test',
    isDefault: 1,
  })
  await t.db.insert(payeeTaxProfiles).values({
    sellerId,
    formType: 'W9',
    legalName: 'Parking Routes',
    country: 'US',
    address: '1 Main St',
  })
}

/**
 * A closed month as the close leaves it (decision 533), written directly: a close run here would
 * act on every seller of a shared test database. Dates are in 2099, out of every clock's reach.
 */
async function posted(
  sellerId: string,
  month: string,
  revenueMicros: number,
  payoutId: string | null = null,
) {
  await t.db
    .insert(parkingEarnings)
    .values({ sellerId, month, revenueMicros, grossMicros: revenueMicros * 2, payoutId })
}

async function paidPayout(sellerId: string, month: string, amountMicros: number, paidAt: string) {
  const [payout] = await t.db
    .insert(parkingPayouts)
    .values({
      sellerId,
      month,
      amountMicros,
      status: 'PAID',
      method: 'PAYPAL',
      paidAt: new Date(paidAt),
    })
    .returning()
  return payout!
}

async function get(user: Parameters<TestApp['signedIn']>[0], url: string) {
  return t.app.inject({ method: 'GET', url, headers: await t.signedIn(user) })
}

describe('GET /api/v1/account/payments/:provider/parking', () => {
  it('shows the seller their months (carried, paid, open), payouts and carried balance', async () => {
    const seller = await t.factories.seller()
    await payable(seller.id)
    await earnParkingRevenue(t.db, seller.id, '2099-01-10', 6 * USD)
    await earnParkingRevenue(t.db, seller.id, '2099-02-10', 5 * USD)
    await earnParkingRevenue(t.db, seller.id, '2099-03-10', 3 * USD)
    // January ($6) carried, then paid with February ($5) at February's close; March runs.
    const payout = await paidPayout(seller.id, '2099-02-01', 11 * USD, '2099-03-01T02:05:00Z')
    await posted(seller.id, '2099-01-01', 6 * USD, payout.id)
    await posted(seller.id, '2099-02-01', 5 * USD, payout.id)

    const res = await get(seller, '/api/v1/account/payments/sandbox/parking')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      provider: 'sandbox',
      carriedBalanceMicros: 0,
      minimumPayoutMicros: 10 * USD,
    })
    const months = body.months.filter((m: { month: string }) => m.month.startsWith('2099'))
    expect(months.map((m: { month: string; status: string }) => [m.month, m.status])).toEqual([
      ['2099-03-01', 'OPEN'],
      ['2099-02-01', 'PAID'],
      ['2099-01-01', 'PAID'],
    ])
    expect(months[0].revenueMicros).toBe(3 * USD)
    expect(body.payouts).toMatchObject([
      { month: '2099-02-01', amountMicros: 11 * USD, status: 'PAID', method: 'PAYPAL' },
    ])
  })

  it('never shows another seller’s parking money', async () => {
    const owner = await t.factories.seller()
    const other = await t.factories.seller()
    await earnParkingRevenue(t.db, owner.id, '2099-05-10', 4 * USD)
    await posted(owner.id, '2099-05-01', 4 * USD)
    const res = await get(other, '/api/v1/account/payments/sandbox/parking')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ carriedBalanceMicros: 0, months: [], payouts: [] })
    const own = await get(owner, '/api/v1/account/payments/sandbox/parking')
    expect(own.json()).toMatchObject({
      carriedBalanceMicros: 4 * USD,
      months: [{ status: 'CARRIED' }],
    })
  })

  it('answers 404 for a payout provider that does not exist', async () => {
    const seller = await t.factories.seller()
    for (const url of [
      '/api/v1/account/payments/nopay/parking',
      '/api/v1/account/payments/nopay/parking/info',
    ]) {
      expect((await get(seller, url)).statusCode).toBe(404)
    }
  })

  it('needs a signed-in seller', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/payments/sandbox/parking',
    })
    expect(res.statusCode).toBe(401)
  })
})

describe('GET /api/v1/account/payments/:provider/parking/info', () => {
  it('gives the share, minimum, monthly schedule, next close and what blocks a payout', async () => {
    const seller = await t.factories.seller()
    const before = (await get(seller, '/api/v1/account/payments/sandbox/parking/info')).json()
    expect(before).toMatchObject({
      provider: 'sandbox',
      isSandbox: true,
      sellerShareBp: 7000,
      minimumPayoutMicros: 10 * USD,
      schedule: 'MONTHLY',
      payoutAccount: null,
      problem: 'parking.payout.noAccount',
    })
    expect(before.nextCloseDate).toMatch(/^\d{4}-\d{2}-01$/)
    await payable(seller.id)
    const after = (await get(seller, '/api/v1/account/payments/sandbox/parking/info')).json()
    expect(after).toMatchObject({
      payoutAccount: { method: 'PAYPAL', accountName: 'Parking PayPal' },
      problem: null,
    })
  })
})

describe('the monthly statement carries parking (issue 17)', () => {
  it('shows the month’s parking revenue, and the parking payout in the month it was paid; the list has both months', async () => {
    const seller = await t.factories.seller()
    await payable(seller.id)
    await earnParkingRevenue(t.db, seller.id, '2099-07-04', 12_345_678)
    const payout = await paidPayout(seller.id, '2099-07-01', 12_345_678, '2099-08-01T02:05:00Z')
    await posted(seller.id, '2099-07-01', 12_345_678, payout.id)
    const july = await get(seller, '/api/v1/account/statements/2099-07')
    expect(july.statusCode).toBe(200)
    expect(july.body).toContain('Parking revenue')
    expect(july.body).toContain('$12.35')
    expect(july.body).not.toContain('Parking payout')
    const august = await get(seller, '/api/v1/account/statements/2099-08')
    expect(august.statusCode).toBe(200)
    expect(august.body).toContain('Parking payout')
    const other = await t.factories.seller()
    expect((await get(other, '/api/v1/account/statements/2099-07')).statusCode).toBe(404)
    const list = (await get(seller, '/api/v1/account/statements')).json()
    expect(list.items.filter((s: { month: string }) => s.month.startsWith('2099'))).toMatchObject([
      { month: '2099-08', parkingRevenue: 0, buyerPaid: 0 },
      { month: '2099-07', parkingRevenue: 12_345_678, buyerPaid: 0 },
    ])
  })
})

describe('the dev/test clock control closes parking months too (decision 533)', () => {
  it('moving the money clock past the month end posts the month and pays it', async () => {
    const seller = await t.factories.seller()
    const admin = await t.factories.user({ roles: ['admin'] })
    await payable(seller.id)
    const today = new Date().toISOString().slice(0, 10)
    await earnParkingRevenue(t.db, seller.id, today, 12 * USD)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/clock/advance',
      payload: { days: 40 },
      headers: await t.signedIn(admin),
    })
    expect(res.statusCode).toBe(200)
    const body = (await get(seller, '/api/v1/account/payments/sandbox/parking')).json()
    expect(body.months).toMatchObject([{ month: `${today.slice(0, 8)}01`, status: 'PAID' }])
    expect(body.payouts).toMatchObject([
      { amountMicros: 12 * USD, status: 'PAID', method: 'PAYPAL' },
    ])
  })
})
