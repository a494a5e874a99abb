import { LEASE_TIERS } from '@namefolio/core/pricing/lease-tiers'
import {
  COMMISSION_BPS_BY_PLAN,
  commissionBpsFor,
  PROCESSING_FEES,
} from '@namefolio/core/sales/commission'

/**
 * Namefolio's commission on a sale, by membership plan: core's rates, the ones checkout
 * charges (decision 803), so the published fees are the fees charged (decision 855).
 */
export const SALE_COMMISSION_PCT = {
  NONE: COMMISSION_BPS_BY_PLAN.NONE / 100,
  BASIC: COMMISSION_BPS_BY_PLAN.BASIC / 100,
  PREMIUM: COMMISSION_BPS_BY_PLAN.PREMIUM / 100,
  PRO: COMMISSION_BPS_BY_PLAN.PRO / 100,
} as const
/** Lease-to-own commission on the Starter plan before the tier's discount (spec §5). */
export const LEASE_COMMISSION_PCT = SALE_COMMISSION_PCT.NONE
/** The card processing fee charged per payment, as core computes it. */
export const CARD_FEE = {
  pct: (PROCESSING_FEES.CREDIT_CARD?.bps ?? 0) / 100,
  fixedUsd: (PROCESSING_FEES.CREDIT_CARD?.fixedMicros ?? 0) / 1_000_000,
}
export const PARKING_SELLER_SHARE_PCT = 70
export const MEMBERSHIP_MONTHLY_USD = { NONE: 0, BASIC: 9, PREMIUM: 29, PRO: 79 } as const

/** The lease rows of the fee table, straight from core's tiers so the two never disagree. */
export function leaseFeeRows() {
  return LEASE_TIERS.map((tier) => ({
    months: `${tier.minMonths}–${tier.maxMonths} months`,
    buyerMarkupPct: tier.markupPct,
    // The plan's commission less the tier's discount, as a share of it (decision 803).
    sellerCommissionPct: commissionBpsFor('NONE', tier.discountPct) / 100,
  }))
}
