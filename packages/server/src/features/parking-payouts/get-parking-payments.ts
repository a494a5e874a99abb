import type {
  ParkingMonthStatus,
  ParkingPaymentsInfo,
  ParkingPaymentsSummary,
} from '@namefolio/core/parking/parking-payments.contract'
import {
  PARKING_MINIMUM_PAYOUT_MICROS,
  PARKING_SELLER_SHARE_BP,
} from '@namefolio/core/parking/parking-revenue'
import { AppError } from '../../http/app-error.ts'
import type { ParkingMoneyDeps } from './parking-money-deps.ts'
import { nextParkingCloseDate } from './parking-month.ts'
import {
  findCarriedParkingBalance,
  listSellerParkingMonths,
  listSellerParkingPayouts,
  type ParkingMonthRow,
} from './parking-payouts.repository.ts'

export type ParkingPaymentsDeps = ParkingMoneyDeps

const MONTHS_SHOWN = 24

/** Only the configured payout provider has parking payments; any other name is "not found". */
function requireProvider(deps: ParkingPaymentsDeps, provider: string): void {
  if (provider !== deps.provider.name) throw new AppError('NOT_FOUND', 'No such payout provider.')
}

function statusOf(row: ParkingMonthRow): ParkingMonthStatus {
  if (!row.posted) return 'OPEN'
  if (!row.payout_id) return 'CARRIED'
  return row.payout_status === 'PAID' ? 'PAID' : 'SCHEDULED'
}

/** GET /api/v1/account/payments/{provider}/parking: the signed-in seller's parking money. */
export async function getParkingPaymentsSummary(
  deps: ParkingPaymentsDeps,
  sellerId: string,
  provider: string,
): Promise<ParkingPaymentsSummary> {
  requireProvider(deps, provider)
  const months = await listSellerParkingMonths(deps.db, sellerId, MONTHS_SHOWN)
  const payouts = await listSellerParkingPayouts(deps.db, sellerId)
  return {
    provider: deps.provider.name,
    carriedBalanceMicros: await findCarriedParkingBalance(deps.db, sellerId),
    minimumPayoutMicros: PARKING_MINIMUM_PAYOUT_MICROS,
    months: months.map((m) => ({
      month: m.month,
      revenueMicros: Number(m.revenue),
      status: statusOf(m),
      payoutId: m.payout_id,
      paidAt: m.paid_at,
    })),
    payouts: payouts.map((p) => ({
      payoutId: p.id,
      month: p.month,
      amountMicros: p.amountMicros,
      status: p.status,
      method: p.method,
      paidAt: p.paidAt?.toISOString() ?? null,
    })),
  }
}

/** GET /api/v1/account/payments/{provider}/parking/info: how parking is paid, and where. */
export async function getParkingPaymentsInfo(
  deps: ParkingPaymentsDeps,
  sellerId: string,
  provider: string,
): Promise<ParkingPaymentsInfo> {
  requireProvider(deps, provider)
  const { account, hasTaxProfile } = await deps.findPayoutTarget(sellerId)
  const payable = account && deps.payableMethods.includes(account.method) ? account : null
  return {
    provider: deps.provider.name,
    isSandbox: deps.provider.isSandbox,
    sellerShareBp: PARKING_SELLER_SHARE_BP,
    minimumPayoutMicros: PARKING_MINIMUM_PAYOUT_MICROS,
    schedule: 'MONTHLY',
    nextCloseDate: nextParkingCloseDate(deps.clock.now()),
    payoutAccount: payable
      ? {
          capId: payable.id,
          method: payable.method,
          accountName: payable.accountName,
          accountNumberLast4: payable.accountNumberLast4,
        }
      : null,
    problem: !payable
      ? 'parking.payout.noAccount'
      : !hasTaxProfile
        ? 'parking.payout.noTaxProfile'
        : null,
  }
}
