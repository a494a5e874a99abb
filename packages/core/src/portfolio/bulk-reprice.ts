import { FLOOR_MIN_USD, MIN_BID_MIN_USD } from '../constants/price-rules.ts'
import { MICROS_PER_USD } from '../money/money.ts'
import { validateListingPrices } from '../pricing/listing-prices.ts'
import type {
  PriceChange,
  PriceTriple,
  RepriceRequest,
  RepriceRounding,
} from './bulk-reprice.contract.ts'

/**
 * The pure rules of a bulk reprice (decision 276). The server computes the same in one SQL
 * statement (features/bulk-edits/reprice-sql.ts); a test runs both on the same cases.
 *
 * - A percentage change rounds to the NEAREST step of the rounding choice.
 * - A share of the new buy now (floor, minimum bid) rounds DOWN, so the §5 ratio is never
 *   passed; a share under its §9 minimum is "none", as default pricing does (decision 106).
 * - A set value is taken as typed (whole dollars); clear means none (0).
 * - A price of none stays none under a percentage change.
 * - A row whose prices come out as they were is unchanged; otherwise the §5 rules decide, and
 *   the first failing rule (buy now, then floor, then minimum bid) refuses the row.
 */

const STEP_USD: Record<RepriceRounding, bigint> = { dollar: 1n, ten: 10n, hundred: 100n, nine: 10n }
const MICROS = BigInt(MICROS_PER_USD)

/** Rounds `micros × pct / 100` (exact, in integers) to a whole-dollar price in micros. */
export function roundScaled(
  micros: number,
  pct: number,
  rounding: RepriceRounding,
  direction: 'nearest' | 'down',
): number {
  // In units of 1/(100 × 10^6) dollars; BigInt as micros × 1100 passes 2^53.
  let scaled = BigInt(micros) * BigInt(pct)
  const step = STEP_USD[rounding] * MICROS * 100n
  // "Ending in 9": the nearest (or next lower) n × 10 − 1, i.e. round (v + 1) to tens, less 1.
  if (rounding === 'nine') scaled += MICROS * 100n
  const steps = direction === 'nearest' ? (2n * scaled + step) / (2n * step) : scaled / step
  const usd = steps * STEP_USD[rounding] - (rounding === 'nine' ? 1n : 0n)
  return usd < 0n ? 0 : Number(usd * MICROS)
}

function changed(current: number, change: PriceChange, rounding: RepriceRounding): number {
  switch (change.mode) {
    case 'keep':
      return current
    case 'set':
      return change.usd * MICROS_PER_USD
    case 'clear':
      return 0
    case 'percent':
      return current === 0 ? 0 : roundScaled(current, 100 + change.pct, rounding, 'nearest')
    case 'ofBuyNow':
      throw new Error('ofBuyNow needs the new buy now')
  }
}

function share(
  buyNow: number,
  change: PriceChange,
  rounding: RepriceRounding,
  minimumUsd: number,
  current: number,
): number {
  if (change.mode !== 'ofBuyNow') return changed(current, change, rounding)
  const value = roundScaled(buyNow, change.pct, rounding, 'down')
  return value < minimumUsd * MICROS_PER_USD ? 0 : value
}

/** The prices a reprice gives one row. */
export function repricedPrices(before: PriceTriple, request: RepriceRequest): PriceTriple {
  const buyNowMicros = changed(before.buyNowMicros, request.buyNow, request.rounding)
  return {
    buyNowMicros,
    floorMicros: share(
      buyNowMicros,
      request.floor,
      request.rounding,
      FLOOR_MIN_USD,
      before.floorMicros,
    ),
    minBidMicros: share(
      buyNowMicros,
      request.minBid,
      request.rounding,
      MIN_BID_MIN_USD,
      before.minBidMicros,
    ),
  }
}

export type RepriceOutcome =
  | { outcome: 'unchanged'; after: PriceTriple }
  | { outcome: 'changing'; after: PriceTriple }
  | { outcome: 'refused'; after: PriceTriple; code: string }

/** What a reprice does to one row: unchanged, changing, or refused by the first §5 rule. */
export function repriceRow(
  row: PriceTriple & { leasingEnabled: boolean },
  request: RepriceRequest,
): RepriceOutcome {
  const after = repricedPrices(row, request)
  if (
    after.buyNowMicros === row.buyNowMicros &&
    after.floorMicros === row.floorMicros &&
    after.minBidMicros === row.minBidMicros
  ) {
    return { outcome: 'unchanged', after }
  }
  const [error] = validateListingPrices({ ...after, leasingEnabled: row.leasingEnabled })
  return error ? { outcome: 'refused', after, code: error.code } : { outcome: 'changing', after }
}

/** Whether a request uses a percentage mode (§6 percent-pricing flag gates them). */
export function usesPercent(request: RepriceRequest): boolean {
  return [request.buyNow, request.floor, request.minBid].some(
    (c) => c.mode === 'percent' || c.mode === 'ofBuyNow',
  )
}
