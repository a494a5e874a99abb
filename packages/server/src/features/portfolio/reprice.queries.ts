import { sql, type SQL } from 'drizzle-orm'
import {
  BUY_NOW_MIN_USD,
  FLOOR_MIN_USD,
  MIN_BID_MIN_USD,
  PRICE_CEILING_USD,
} from '@namefolio/core/constants/price-rules'
import { MICROS_PER_USD, usdToMicros } from '@namefolio/core/money/money'
import type {
  PriceChange,
  RepriceRequest,
  RepriceRounding,
} from '@namefolio/core/portfolio/bulk-reprice.contract'
import { LTO_BUY_NOW_RANGE } from '@namefolio/core/pricing/lease-price'
import { PRICE_ERRORS } from '@namefolio/core/pricing/listing-prices'

/**
 * Core's bulk-reprice rules (core/portfolio/bulk-reprice.ts) as SQL expressions over the
 * columns of a `target` row: b0, f0, m0 (prices in micros, 0 for none), lto (leasing on).
 * Integer arithmetic only (bigint division truncates, and every operand is ≥ 0, so it is
 * floor), the same as core's BigInt; a test runs both over the same cases (decision 276).
 */

const STEP_USD: Record<RepriceRounding, number> = { dollar: 1, ten: 10, hundred: 100, nine: 10 }
const PCT_UNIT = MICROS_PER_USD * 100

/** core's roundScaled: `micros × pct / 100` rounded to the choice, as micros. */
function roundScaled(
  micros: SQL,
  pct: number,
  rounding: RepriceRounding,
  direction: 'nearest' | 'down',
): SQL {
  const step = STEP_USD[rounding] * PCT_UNIT
  const nine = rounding === 'nine'
  const scaled = sql`(${micros} * ${pct}::bigint + ${nine ? PCT_UNIT : 0}::bigint)`
  const steps =
    direction === 'nearest'
      ? sql`((2 * ${scaled} + ${step}::bigint) / (2 * ${step}::bigint))`
      : sql`(${scaled} / ${step}::bigint)`
  return sql`(greatest(${steps} * ${STEP_USD[rounding]}::bigint - ${nine ? 1 : 0}::bigint, 0) * ${MICROS_PER_USD}::bigint)`
}

function changed(current: SQL, change: PriceChange, rounding: RepriceRounding): SQL {
  switch (change.mode) {
    case 'keep':
      return current
    case 'set':
      return sql`${usdToMicros(change.usd)}::bigint`
    case 'clear':
      return sql`0::bigint`
    case 'percent':
      return sql`(case when ${current} = 0 then 0::bigint else ${roundScaled(current, 100 + change.pct, rounding, 'nearest')} end)`
    case 'ofBuyNow':
      throw new Error('ofBuyNow needs the new buy now')
  }
}

function share(
  change: PriceChange,
  rounding: RepriceRounding,
  minimumUsd: number,
  current: SQL,
): SQL {
  if (change.mode !== 'ofBuyNow') return changed(current, change, rounding)
  const value = roundScaled(sql.raw('b1'), change.pct, rounding, 'down')
  return sql`(case when ${value} < ${usdToMicros(minimumUsd)}::bigint then 0::bigint else ${value} end)`
}

/** The new buy now (column b1), from b0. */
export function newBuyNow(request: RepriceRequest): SQL {
  return changed(sql.raw('b0'), request.buyNow, request.rounding)
}

/** The new floor (f1) and minimum bid (m1), from b1, f0 and m0. */
export function newFloorAndMinBid(request: RepriceRequest): { floor: SQL; minBid: SQL } {
  return {
    floor: share(request.floor, request.rounding, FLOOR_MIN_USD, sql.raw('f0')),
    minBid: share(request.minBid, request.rounding, MIN_BID_MIN_USD, sql.raw('m0')),
  }
}

const CEILING = usdToMicros(PRICE_CEILING_USD)
const LTO_MIN = usdToMicros(LTO_BUY_NOW_RANGE.minUsd)
const LTO_MAX = usdToMicros(LTO_BUY_NOW_RANGE.maxUsd)

/**
 * core's validateListingPrices over b1, f1, m1 and lto: the first failing rule's key (buy now,
 * then floor, then minimum bid, each in the spec's order), or null.
 */
export const FIRST_PRICE_ERROR = sql`(case
  when lto and (b1 < ${LTO_MIN}::bigint or b1 > ${LTO_MAX}::bigint) then ${PRICE_ERRORS.ltoInvalidPrice}
  when b1 > 0 and b1 >= ${CEILING}::bigint then ${PRICE_ERRORS.limit}
  when b1 > 0 and ((f1 > 0 and b1 < f1) or (m1 > 0 and b1 < m1)) then ${PRICE_ERRORS.buyNowCompare}
  when b1 > 0 and b1 < ${usdToMicros(BUY_NOW_MIN_USD)}::bigint then ${PRICE_ERRORS.buyNowLow}
  when f1 > 0 and f1 >= ${CEILING}::bigint then ${PRICE_ERRORS.limit}
  when f1 > 0 and ((b1 > 0 and f1 > b1) or (m1 > 0 and f1 < m1)) then ${PRICE_ERRORS.floorCompare}
  when f1 > 0 and f1 < ${usdToMicros(FLOOR_MIN_USD)}::bigint then ${PRICE_ERRORS.floorLow}
  when m1 > 0 and m1 >= ${CEILING}::bigint then ${PRICE_ERRORS.limit}
  when m1 > 0 and m1 < ${usdToMicros(MIN_BID_MIN_USD)}::bigint then ${PRICE_ERRORS.minimumLow}
  when m1 > 0 and ((f1 > 0 and m1 > f1) or (b1 > 0 and m1 > b1)) then ${PRICE_ERRORS.minimumCompare}
end)`

/** The target's price columns, as `b0, f0, m0, lto` plus the raw old values. */
export const TARGET_PRICE_COLUMNS = sql.raw(
  [
    'domains.id',
    'domains.created_at',
    'domains.name',
    'domains.seller_id',
    'domains.buynow_price_micros as old_b',
    'domains.floor_price_micros as old_f',
    'domains.minbid_price_micros as old_m',
    'coalesce(domains.buynow_price_micros, 0)::bigint as b0',
    'coalesce(domains.floor_price_micros, 0)::bigint as f0',
    'coalesce(domains.minbid_price_micros, 0)::bigint as m0',
    'domains.leasing_enabled as lto',
  ].join(', '),
)

/**
 * The CTEs after `target`: `priced` (b1), `calc` (f1, m1) and `checked` with `same` (nothing
 * changes) and `reason` (the refusing rule of a changing row, else null).
 */
export function checkedCtes(request: RepriceRequest): SQL {
  const { floor, minBid } = newFloorAndMinBid(request)
  return sql`
    priced as (select t.*, ${newBuyNow(request)} as b1 from target t),
    calc as (select p.*, ${floor} as f1, ${minBid} as m1 from priced p),
    checked as (
      select c.*, (c.b1 = c.b0 and c.f1 = c.f0 and c.m1 = c.m0) as same,
        case when c.b1 = c.b0 and c.f1 = c.f0 and c.m1 = c.m0 then null
          else ${FIRST_PRICE_ERROR} end as reason
      from calc c
    )`
}
