import { LEASE_MAX_MONTHS, LEASE_MIN_MONTHS } from '../constants/price-rules.ts'

/**
 * One row of the lease tier table (spec §5). `markupPct` is what the buyer pays on top of
 * the buy-now price; `discountPct` is taken off the seller's commission (as on Afternic).
 */
export type LeaseTier = {
  minMonths: number
  maxMonths: number
  markupPct: number
  discountPct: number
}

export const LEASE_TIERS: readonly LeaseTier[] = [
  { minMonths: 2, maxMonths: 12, markupPct: 0, discountPct: 0 },
  { minMonths: 13, maxMonths: 24, markupPct: 10, discountPct: 5 },
  { minMonths: 25, maxMonths: 36, markupPct: 20, discountPct: 10 },
  { minMonths: 37, maxMonths: 60, markupPct: 30, discountPct: 15 },
]

/** The tier of a lease term; throws for a term outside 2..60 months. */
export function leaseTierFor(months: number): LeaseTier {
  const tier = LEASE_TIERS.find(
    (t) => Number.isInteger(months) && months >= t.minMonths && months <= t.maxMonths,
  )
  if (!tier)
    throw new RangeError(
      `A lease runs ${LEASE_MIN_MONTHS} to ${LEASE_MAX_MONTHS} months, not ${months}`,
    )
  return tier
}
