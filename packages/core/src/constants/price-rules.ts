/** Price and lease-period bounds (spec §5, §9). Money in whole US dollars as the spec states them (convert with `usdToMicros`), except where the name ends in `Micros`. */

export const LEASE_BUY_NOW_MIN_USD = 495
export const LEASE_BUY_NOW_MAX_USD = 100_000
export const PRICE_CEILING_USD = 50_000_000
export const BUY_NOW_MIN_USD = 50
export const FLOOR_MIN_USD = 20
export const MIN_BID_MIN_USD = 20
export const FLOOR_RATIO_MAX_PCT = 70
export const MIN_BID_RATIO_MAX_PCT = 50
export const SALE_PRICE_MAX_USD = 49_999_999

export const LEASE_MIN_MONTHS = 2
export const LEASE_MAX_MONTHS = 60
export const LEASE_MONTHS_CEILING = 99

/** Default buy-now uplift: none, so no price changes unless the seller asks (decision 106). */
export const DEFAULT_BUY_NOW_UPLIFT_PCT = 0
/** Highest uplift a seller may set. */
export const MAX_BUY_NOW_UPLIFT_PCT = 1000
