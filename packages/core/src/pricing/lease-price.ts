import { LEASE_BUY_NOW_MAX_USD, LEASE_BUY_NOW_MIN_USD } from '../constants/price-rules.ts'

/**
 * The buy-now range inside which lease-to-own is allowed. The spec leaves the LTO bounds
 * unshown (§9) but states 495–100000 for a lease-eligible buy-now price: decision 104 uses
 * the same bounds for both.
 */
export const LTO_BUY_NOW_RANGE = {
  minUsd: LEASE_BUY_NOW_MIN_USD,
  maxUsd: LEASE_BUY_NOW_MAX_USD,
} as const

/**
 * Spec §5, literally: a lease-eligible buy-now price is invalid if empty, above 100000, or
 * nonzero and below 495.
 */
export function isLeaseEligibleBuyNow(buyNowUsd: number | null): boolean {
  if (buyNowUsd === null) return false
  if (buyNowUsd > LEASE_BUY_NOW_MAX_USD) return false
  if (buyNowUsd !== 0 && buyNowUsd < LEASE_BUY_NOW_MIN_USD) return false
  return true
}

/**
 * The lease-to-own control is disabled unless a valid buy-now price exists (spec §4): an
 * eligible price that is not zero, since zero means "no buy-now price" (decision 104).
 */
export function canEnableLease(buyNowUsd: number | null): boolean {
  return buyNowUsd !== null && buyNowUsd > 0 && isLeaseEligibleBuyNow(buyNowUsd)
}
