import { z } from 'zod'
import {
  DEFAULT_BUY_NOW_UPLIFT_PCT,
  FLOOR_RATIO_MAX_PCT,
  LEASE_MONTHS_CEILING,
  MAX_BUY_NOW_UPLIFT_PCT,
  MIN_BID_RATIO_MAX_PCT,
} from '../constants/price-rules.ts'

/** A period as typed: a whole number of months up to the input ceiling of 99 (spec §9). */
export const LeasePeriodInputSchema = z.number().int().min(0).max(LEASE_MONTHS_CEILING)

/** The seller's percentages (spec §5 "Default pricing"), bounded by the §9 ratios. */
export const PricingPercentagesSchema = z.object({
  upliftPct: z
    .number()
    .int()
    .min(0)
    .max(MAX_BUY_NOW_UPLIFT_PCT)
    .default(DEFAULT_BUY_NOW_UPLIFT_PCT),
  floorPct: z.number().int().min(0).max(FLOOR_RATIO_MAX_PCT).default(FLOOR_RATIO_MAX_PCT),
  minBidPct: z.number().int().min(0).max(MIN_BID_RATIO_MAX_PCT).default(MIN_BID_RATIO_MAX_PCT),
})
export type PricingPercentages = z.output<typeof PricingPercentagesSchema>
