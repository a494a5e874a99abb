import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PAYMENT_METHODS } from '@namefolio/core/sales/transaction-status'
import { parkingEarnings, parkingPayouts } from '../../db/schema/parking.ts'
import { payeeTaxProfiles, payoutAccounts } from '../../db/schema/sales.ts'
import { earnParkingRevenue } from './parking-earnings.fixture.ts'
import { testAppForFile } from '../../test/build-test-app.ts'
import { closeParkingMonths, type ParkingPayoutDeps } from './close-parking-month.ts'

// Decision 533: the monthly parking close posts each closed month once, pays the carried
// balance with the account's payout method once it reaches the minimum ($10), else carries it.
// Dates are in 2090: a close run elsewhere on a shared database (the real clock, or one moved a few
// years by a lease test) never reaches them.

const t = testAppForFile({ BACKGROUND_JOBS: 'false' })

const USD = 1_000_000

function depsAt(iso: string, sent: string[] = []): ParkingPayoutDeps {
  return {
    db: t.db,
    clock: { now: () => new Date(iso) },
    provider: {
      name: 'sandbox',
      isSandbox: true,
      payout: async ({ idempotencyKey }) => {
        sent.push(idempotencyKey)
        return { payoutId: `po_${idempotencyKey}` }
      },
    },
    payableMethods: PAYMENT_METHODS.filter((m) => m !== 'NO_DISBURSEMENT'),
  }
}

async function payable(sellerId: string, method: 'PAYPAL' | 'ACH' = 'PAYPAL') {
  const [account] = await t.db
    .insert(payoutAccounts)
    .values({
      sellerId,
      method,
      accountName: 'Parking test',
      emailAddress: 'p@example.test',
      isDefault: 1,
    })
    .returning()
  await t.db.insert(payeeTaxProfiles).values({
    sellerId,
    formType: 'W9',
    legalName: 'Parking Test',
    country: 'US',
    address: '1 Main St',
  })
  return account!
}

const earningsOf = (sellerId: string) =>
  t.db
    .select()
    .from(parkingEarnings)
    .where(eq(parkingEarnings.sellerId, sellerId))
    .orderBy(parkingEarnings.month)
const payoutsOf = (sellerId: string) =>
  t.db.select().from(parkingPayouts).where(eq(parkingPayouts.sellerId, sellerId))

describe('closeParkingMonths (decision 533)', () => {
  it('posts a closed month once however often it runs, and pays it once with the account method', async () => {
    const seller = await t.factories.seller()
    const account = await payable(seller.id, 'ACH')
    await earnParkingRevenue(t.db, seller.id, '2090-01-03', 7 * USD)
    await earnParkingRevenue(t.db, seller.id, '2090-01-31', 5 * USD)
    const sent: string[] = []
    await closeParkingMonths(depsAt('2090-02-10T12:00:00Z', sent))
    await closeParkingMonths(depsAt('2090-02-11T12:00:00Z', sent))

    const earnings = await earningsOf(seller.id)
    expect(earnings).toHaveLength(1)
    expect(earnings[0]).toMatchObject({ month: '2090-01-01', revenueMicros: 12 * USD })
    const payouts = await payoutsOf(seller.id)
    expect(payouts).toHaveLength(1)
    expect(payouts[0]).toMatchObject({
      amountMicros: 12 * USD,
      month: '2090-01-01',
      status: 'PAID',
      method: 'ACH',
      payoutAccountId: account.id,
    })
    expect(earnings[0]!.payoutId).toBe(payouts[0]!.id)
    expect(sent.filter((k) => k === `parking-payout:${payouts[0]!.id}`)).toHaveLength(1)
  })

  it('leaves the running month open: only months that have ended are posted', async () => {
    const seller = await t.factories.seller()
    await earnParkingRevenue(t.db, seller.id, '2090-02-01', 20 * USD)
    await closeParkingMonths(depsAt('2090-02-28T23:00:00Z'))
    expect(await earningsOf(seller.id)).toEqual([])
    await closeParkingMonths(depsAt('2090-03-01T03:00:00Z'))
    expect(await earningsOf(seller.id)).toHaveLength(1)
  })

  it('carries a balance under the minimum over, then pays all carried months once it is reached', async () => {
    const seller = await t.factories.seller()
    await payable(seller.id)
    await earnParkingRevenue(t.db, seller.id, '2090-01-15', 4 * USD)
    await earnParkingRevenue(t.db, seller.id, '2090-02-15', 7 * USD)

    await closeParkingMonths(depsAt('2090-02-10T12:00:00Z'))
    expect(await payoutsOf(seller.id)).toEqual([])
    expect((await earningsOf(seller.id)).map((e) => e.payoutId)).toEqual([null])

    await closeParkingMonths(depsAt('2090-03-10T12:00:00Z'))
    const [payout, ...more] = await payoutsOf(seller.id)
    expect(more).toEqual([])
    expect(payout).toMatchObject({
      amountMicros: 11 * USD,
      month: '2090-02-01',
      status: 'PAID',
      method: 'PAYPAL',
    })
    expect((await earningsOf(seller.id)).map((e) => e.payoutId)).toEqual([payout!.id, payout!.id])
  })

  it('carries the balance while the seller has no payable account, and pays once there is one', async () => {
    const seller = await t.factories.seller()
    await earnParkingRevenue(t.db, seller.id, '2090-01-20', 15 * USD)
    await closeParkingMonths(depsAt('2090-02-10T12:00:00Z'))
    expect(await payoutsOf(seller.id)).toEqual([])
    await payable(seller.id)
    await closeParkingMonths(depsAt('2090-02-11T12:00:00Z'))
    expect(await payoutsOf(seller.id)).toMatchObject([{ amountMicros: 15 * USD, status: 'PAID' }])
  })

  it('keeps a payout the provider refused for the next run, which sends it', async () => {
    const seller = await t.factories.seller()
    await payable(seller.id)
    await earnParkingRevenue(t.db, seller.id, '2090-01-09', 10 * USD)
    const failing = depsAt('2090-02-10T12:00:00Z')
    failing.provider = {
      ...failing.provider,
      payout: async () => Promise.reject(new Error('down')),
    }
    await closeParkingMonths(failing)
    expect(await payoutsOf(seller.id)).toMatchObject([{ status: 'SCHEDULE_SYSTEM_ERROR' }])
    await closeParkingMonths(depsAt('2090-02-11T12:00:00Z'))
    const payouts = await payoutsOf(seller.id)
    expect(payouts).toMatchObject([{ status: 'PAID', amountMicros: 10 * USD, error: null }])
    const linked = await t.db
      .select()
      .from(parkingEarnings)
      .where(
        and(eq(parkingEarnings.sellerId, seller.id), eq(parkingEarnings.payoutId, payouts[0]!.id)),
      )
    expect(linked).toHaveLength(1)
  })
})
