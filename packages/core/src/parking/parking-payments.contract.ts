import { z } from 'zod'
import { MicrosSchema } from '../money/money.contract.ts'
import { PAYMENT_METHODS, PAYOUT_STATUSES } from '../sales/transaction-status.ts'

/**
 * Parking payments (spec §7 "GET v1/account/payments/{payout-provider}/parking" and "/info";
 * decision 533). Money is integer micros; months are the first UTC day, yyyy-MM-01.
 */

/** `:provider` is the payout provider's name (the sandbox provider is `sandbox`). */
export const ParkingPaymentsParamsSchema = z.object({ provider: z.string().min(1).max(64) })

/**
 * Where a month of parking revenue stands: OPEN while the month runs (or before its close),
 * CARRIED when posted but below the minimum payout (or no payable account yet), SCHEDULED when
 * its payout is on the way, PAID once the payout is sent.
 */
export const PARKING_MONTH_STATUSES = ['OPEN', 'CARRIED', 'SCHEDULED', 'PAID'] as const
export type ParkingMonthStatus = (typeof PARKING_MONTH_STATUSES)[number]

export const ParkingMonthSchema = z.object({
  month: z.iso.date(),
  revenueMicros: MicrosSchema,
  status: z.enum(PARKING_MONTH_STATUSES),
  payoutId: z.string().nullable(),
  paidAt: z.string().nullable(),
})
export type ParkingMonth = z.infer<typeof ParkingMonthSchema>

export const ParkingPayoutSchema = z.object({
  payoutId: z.string(),
  month: z.iso.date(),
  amountMicros: MicrosSchema,
  status: z.enum(PAYOUT_STATUSES),
  method: z.enum(PAYMENT_METHODS).nullable(),
  paidAt: z.string().nullable(),
})
export type ParkingPayout = z.infer<typeof ParkingPayoutSchema>

/** GET /api/v1/account/payments/{provider}/parking */
export const ParkingPaymentsSummarySchema = z.object({
  provider: z.string(),
  /** Posted parking revenue not yet paid: carried to the next close. */
  carriedBalanceMicros: MicrosSchema,
  minimumPayoutMicros: MicrosSchema,
  /** Newest first; the running month (OPEN) included, the last 24 months at most. */
  months: z.array(ParkingMonthSchema),
  payouts: z.array(ParkingPayoutSchema),
})
export type ParkingPaymentsSummary = z.infer<typeof ParkingPaymentsSummarySchema>

/** What stops a parking payout, as a message key; null when the payout account is ready. */
export const PARKING_PAYOUT_PROBLEMS = [
  'parking.payout.noAccount',
  'parking.payout.noTaxProfile',
] as const

/** GET /api/v1/account/payments/{provider}/parking/info */
export const ParkingPaymentsInfoSchema = z.object({
  provider: z.string(),
  isSandbox: z.boolean(),
  sellerShareBp: z.number().int().min(0).max(10_000),
  minimumPayoutMicros: MicrosSchema,
  schedule: z.literal('MONTHLY'),
  /** The UTC day the running month is closed and, at or over the minimum, paid. */
  nextCloseDate: z.iso.date(),
  payoutAccount: z
    .object({
      capId: z.string(),
      method: z.enum(PAYMENT_METHODS),
      accountName: z.string(),
      accountNumberLast4: z.string().nullable(),
    })
    .nullable(),
  problem: z.enum(PARKING_PAYOUT_PROBLEMS).nullable(),
})
export type ParkingPaymentsInfo = z.infer<typeof ParkingPaymentsInfoSchema>
