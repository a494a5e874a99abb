import type { MembershipPlan } from '../account/account.constants.ts'
import type { PaymentMethod } from './transaction-status.ts'

/**
 * Our commission by membership tier, in basis points (decision 803), published on the
 * pricing and fees page. Lower tiers pay more, as on Afternic and Dan.com.
 */
export const COMMISSION_BPS_BY_PLAN: Readonly<Record<MembershipPlan, number>> = {
  NONE: 1500,
  BASIC: 1200,
  PREMIUM: 1000,
  PRO: 800,
}

/** What the payment provider keeps per charge, by method (decision 803). */
export const PROCESSING_FEES: Readonly<
  Partial<Record<PaymentMethod, { bps: number; fixedMicros: number }>>
> = {
  CREDIT_CARD: { bps: 290, fixedMicros: 300_000 },
  PAYPAL: { bps: 349, fixedMicros: 490_000 },
  ACH: { bps: 80, fixedMicros: 0 },
}

/**
 * The commission rate for a tier less the lease tier's seller discount (spec §5 "Discount %"):
 * the discount is a share of the commission, so 15 % less a 10 % discount is 13.5 %.
 */
export function commissionBpsFor(plan: MembershipPlan, leaseDiscountPct = 0): number {
  const base = COMMISSION_BPS_BY_PLAN[plan]
  return Math.round((base * (100 - leaseDiscountPct)) / 100)
}

/** `amount × bps / 10 000`, rounded half up, exact in BigInt. */
export function applyBps(amountMicros: number, bps: number): number {
  return Number((BigInt(amountMicros) * BigInt(bps) + 5_000n) / 10_000n)
}

export type PaymentSplit = {
  amountMicros: number
  sellerMicros: number
  commissionMicros: number
  feeMicros: number
}

/**
 * How one payment divides (buyer paid = seller payout + commission + fees): commission first,
 * then the processing fee (never more than what is left), the seller gets the rest. The three
 * parts always add up to the amount, so no micro is created or lost.
 */
export function splitPayment(
  amountMicros: number,
  commissionBps: number,
  method: PaymentMethod,
): PaymentSplit {
  if (!Number.isSafeInteger(amountMicros) || amountMicros < 0) {
    throw new RangeError(`An amount is a non-negative whole number of micros, not ${amountMicros}`)
  }
  const commissionMicros = Math.min(applyBps(amountMicros, commissionBps), amountMicros)
  const fee = PROCESSING_FEES[method]
  const feeMicros = fee
    ? Math.min(applyBps(amountMicros, fee.bps) + fee.fixedMicros, amountMicros - commissionMicros)
    : 0
  return {
    amountMicros,
    commissionMicros,
    feeMicros,
    sellerMicros: amountMicros - commissionMicros - feeMicros,
  }
}
