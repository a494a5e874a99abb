/** Bulk reprice bounds, without zod so the browser can use them (decision 990). */

/** Rounding of computed prices: whole dollar, nearest $10, nearest $100, ending in 9. */
export const REPRICE_ROUNDINGS = ['dollar', 'ten', 'hundred', 'nine'] as const
export type RepriceRounding = (typeof REPRICE_ROUNDINGS)[number]

/** A percentage change: −99 % (never to nothing) up to +1000 % (the default-pricing uplift cap). */
export const REPRICE_PCT_MIN = -99
export const REPRICE_PCT_MAX = 1000
