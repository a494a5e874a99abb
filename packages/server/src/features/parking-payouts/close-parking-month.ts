import { PARKING_MINIMUM_PAYOUT_MICROS } from '@namefolio/core/parking/parking-revenue'
import type { ParkingPayoutRow } from '../../db/schema/parking.ts'
import type { ParkingMoneyDeps } from './parking-money-deps.ts'
import { firstOpenParkingMonth } from './parking-month.ts'
import {
  createDueParkingPayouts,
  listUnsentParkingPayouts,
  lockParkingClose,
  postClosedParkingMonths,
  updateParkingPayout,
} from './parking-payouts.repository.ts'

export type ParkingPayoutDeps = Pick<
  ParkingMoneyDeps,
  'db' | 'clock' | 'provider' | 'payableMethods'
>

export type ParkingCloseResult = { monthsPosted: number; payoutsCreated: number; paid: number }

/** Sends one parking payout (idempotent by its id at the provider); a failure is retried. */
async function sendParkingPayout(deps: ParkingPayoutDeps, payout: ParkingPayoutRow) {
  try {
    const sent = await deps.provider.payout({
      idempotencyKey: `parking-payout:${payout.id}`,
      amountMicros: payout.amountMicros,
      accountRef: payout.payoutAccountId ?? '',
    })
    const now = deps.clock.now()
    await updateParkingPayout(deps.db, payout.id, {
      status: 'PAID',
      paidAt: now,
      providerPayoutId: sent.payoutId,
      error: null,
      updatedAt: now,
    })
    return true
  } catch (error) {
    await updateParkingPayout(deps.db, payout.id, {
      status: 'SCHEDULE_SYSTEM_ERROR',
      error: String(error),
      updatedAt: deps.clock.now(),
    })
    return false
  }
}

/**
 * The monthly parking close (decision 533), safe to run any time and any number of times:
 * 1. every closed month's revenue of every seller is posted once (parking_earnings);
 * 2. each seller whose carried balance reaches the minimum payout, with a payable payout
 *    account, gets one parking payout of the whole balance, and the months are linked to it;
 *    a smaller balance (or one without a payable account) carries over;
 * 3. payouts not sent yet go to the payment provider with the account's method.
 * Steps 1–2 are set-based SQL over all sellers, under one lock so two runs never overlap.
 */
export async function closeParkingMonths(deps: ParkingPayoutDeps): Promise<ParkingCloseResult> {
  const now = deps.clock.now()
  const { monthsPosted, payoutsCreated } = await deps.db.transaction(async (tx) => {
    await lockParkingClose(tx)
    return {
      monthsPosted: await postClosedParkingMonths(tx, firstOpenParkingMonth(now)),
      payoutsCreated: await createDueParkingPayouts(tx, {
        minimumMicros: PARKING_MINIMUM_PAYOUT_MICROS,
        now,
        payableMethods: deps.payableMethods,
      }),
    }
  })
  let paid = 0
  for (const payout of await listUnsentParkingPayouts(deps.db)) {
    if (await sendParkingPayout(deps, payout)) paid += 1
  }
  return { monthsPosted, payoutsCreated, paid }
}
