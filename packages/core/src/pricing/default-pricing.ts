import {
  DEFAULT_BUY_NOW_UPLIFT_PCT,
  FLOOR_MIN_USD,
  FLOOR_RATIO_MAX_PCT,
  MIN_BID_MIN_USD,
  MIN_BID_RATIO_MAX_PCT,
  PRICE_CEILING_USD,
} from '../constants/price-rules.ts'
import { microsToUsd, usdToMicros } from '../money/money.ts'
import type { PricingPercentages } from './pricing.contract.ts'

export const DEFAULT_PRICING_PERCENTAGES: PricingPercentages = {
  upliftPct: DEFAULT_BUY_NOW_UPLIFT_PCT,
  floorPct: FLOOR_RATIO_MAX_PCT,
  minBidPct: MIN_BID_RATIO_MAX_PCT,
}

export type PricesMicros = { buyNowMicros: number; floorMicros: number; minBidMicros: number }

/** A whole-dollar share of a whole-dollar price, rounded down so the ratio is never passed. */
function shareUsd(priceUsd: number, pct: number, minimumUsd: number): number {
  const share = Math.floor((priceUsd * pct) / 100)
  return share < minimumUsd ? 0 : share
}

/**
 * Default pricing (spec §5): buy now raised by `upliftPct` (half up, whole dollars, kept
 * under the ceiling), floor and minimum bid a percentage of that buy now (rounded down; a
 * share under its §9 minimum becomes "none"). Explicit floor or minimum values override.
 */
export function applyDefaultPricing(
  base: { buyNowMicros: number; floorMicros?: number | null; minBidMicros?: number | null },
  pct: PricingPercentages = DEFAULT_PRICING_PERCENTAGES,
): PricesMicros {
  const raisedUsd = Math.min(
    PRICE_CEILING_USD - 1,
    Math.round((Math.round(microsToUsd(base.buyNowMicros)) * (100 + pct.upliftPct)) / 100),
  )
  const floorMicros =
    base.floorMicros ?? usdToMicros(shareUsd(raisedUsd, pct.floorPct, FLOOR_MIN_USD))
  const minBidShare = usdToMicros(shareUsd(raisedUsd, pct.minBidPct, MIN_BID_MIN_USD))
  return {
    buyNowMicros: usdToMicros(raisedUsd),
    floorMicros,
    // A minimum bid above the floor is invalid (spec §5), so the derived one stops at the floor.
    minBidMicros:
      base.minBidMicros ?? (floorMicros > 0 ? Math.min(minBidShare, floorMicros) : minBidShare),
  }
}
