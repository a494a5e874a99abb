import {
  BUY_NOW_MIN_USD,
  FLOOR_MIN_USD,
  MIN_BID_MIN_USD,
  PRICE_CEILING_USD,
} from '../constants/price-rules.ts'
import type { FieldError } from '../http/error.contract.ts'
import { usdToMicros } from '../money/money.ts'
import { LTO_BUY_NOW_RANGE } from './lease-price.ts'

/** Message keys of the listing price rules (spec §5 "Price rules for listing edits"). */
export const PRICE_ERRORS = {
  ltoInvalidPrice: 'portfolio.tooltip.binLto.invalidPrice',
  buyNowRequired: 'editDomain.prices.buyNow.price.required',
  limit: 'editDomain.prices.errorLimit',
  buyNowCompare: 'editDomain.prices.buyNow.compare',
  buyNowLow: 'editDomain.prices.buyNow.low',
  floorCompare: 'editDomain.prices.floor.compare',
  floorLow: 'editDomain.prices.floor.low',
  minimumLow: 'editDomain.prices.minimum.low',
  minimumCompare: 'editDomain.prices.minimum.compare',
} as const

/** The spec's flat price column names (§3), used as error fields. */
export const PRICE_FIELDS = {
  buyNow: 'buynowPrice',
  floor: 'floorPrice',
  minBid: 'minbidPrice',
} as const

export type ListingPricesInput = {
  /** 0 or null: no buy-now price. */
  buyNowMicros: number | null
  /** 0 or null: no floor. */
  floorMicros: number | null
  /** 0 or null: no minimum bid (decision 105). */
  minBidMicros: number | null
  leasingEnabled?: boolean
  /** Whether the form requires a buy-now price (spec §5 "required flag"). */
  buyNowRequired?: boolean
}

const CEILING = usdToMicros(PRICE_CEILING_USD)
const limitError = (field: string): FieldError => ({
  field,
  code: PRICE_ERRORS.limit,
  values: { max: PRICE_CEILING_USD },
})

/** The three prices in micros, 0 where there is none. */
const pricesOf = (p: ListingPricesInput) => ({
  buyNow: p.buyNowMicros ?? 0,
  floor: p.floorMicros ?? 0,
  minBid: p.minBidMicros ?? 0,
})

/** The first failing buy-now rule, in the spec's order, or null. */
export function validateBuyNowPrice(p: ListingPricesInput): FieldError | null {
  const field = PRICE_FIELDS.buyNow
  const { buyNow, floor, minBid } = pricesOf(p)
  const outsideLto =
    buyNow < usdToMicros(LTO_BUY_NOW_RANGE.minUsd) || buyNow > usdToMicros(LTO_BUY_NOW_RANGE.maxUsd)
  if (p.leasingEnabled === true && outsideLto) {
    return {
      field,
      code: PRICE_ERRORS.ltoInvalidPrice,
      values: { min: LTO_BUY_NOW_RANGE.minUsd, max: LTO_BUY_NOW_RANGE.maxUsd },
    }
  }
  if (buyNow === 0) {
    return p.buyNowRequired === true ? { field, code: PRICE_ERRORS.buyNowRequired } : null
  }
  if (buyNow >= CEILING) return limitError(field)
  if ((floor > 0 && buyNow < floor) || (minBid > 0 && buyNow < minBid)) {
    return { field, code: PRICE_ERRORS.buyNowCompare }
  }
  if (buyNow < usdToMicros(BUY_NOW_MIN_USD)) {
    return { field, code: PRICE_ERRORS.buyNowLow, values: { min: BUY_NOW_MIN_USD } }
  }
  return null
}

/** The first failing floor rule, in the spec's order, or null. 0 means no floor. */
export function validateFloorPrice(p: ListingPricesInput): FieldError | null {
  const field = PRICE_FIELDS.floor
  const { buyNow, floor, minBid } = pricesOf(p)
  if (floor === 0) return null
  if (floor >= CEILING) return limitError(field)
  if ((buyNow > 0 && floor > buyNow) || (minBid > 0 && floor < minBid)) {
    return { field, code: PRICE_ERRORS.floorCompare }
  }
  if (floor < usdToMicros(FLOOR_MIN_USD)) {
    return { field, code: PRICE_ERRORS.floorLow, values: { min: FLOOR_MIN_USD } }
  }
  return null
}

/** The first failing minimum-bid rule, in the spec's order, or null. 0 means none. */
export function validateMinBidPrice(p: ListingPricesInput): FieldError | null {
  const field = PRICE_FIELDS.minBid
  const { buyNow, floor, minBid } = pricesOf(p)
  if (minBid === 0) return null
  if (minBid >= CEILING) return limitError(field)
  if (minBid < usdToMicros(MIN_BID_MIN_USD)) {
    return { field, code: PRICE_ERRORS.minimumLow, values: { min: MIN_BID_MIN_USD } }
  }
  if ((floor > 0 && minBid > floor) || (buyNow > 0 && minBid > buyNow)) {
    return { field, code: PRICE_ERRORS.minimumCompare }
  }
  return null
}

/** Every price rule of a listing edit: at most one error per field, buy now first. */
export function validateListingPrices(p: ListingPricesInput): FieldError[] {
  return [validateBuyNowPrice(p), validateFloorPrice(p), validateMinBidPrice(p)].filter(
    (e): e is FieldError => e !== null,
  )
}
