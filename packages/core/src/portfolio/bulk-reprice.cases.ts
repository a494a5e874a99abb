import { usdToMicros } from '../money/money.ts'
import type { PriceTriple, RepriceRequest } from './bulk-reprice.contract.ts'

const m = usdToMicros
const keep = { mode: 'keep' } as const

export type RepriceCase = {
  name: string
  row: PriceTriple & { leasingEnabled: boolean }
  request: RepriceRequest
}

const row = (buyNow: number, floor: number, minBid: number, leasingEnabled = false) => ({
  buyNowMicros: m(buyNow),
  floorMicros: m(floor),
  minBidMicros: m(minBid),
  leasingEnabled,
})
const req = (r: Partial<RepriceRequest>): RepriceRequest => ({
  buyNow: keep,
  floor: keep,
  minBid: keep,
  rounding: 'dollar',
  ...r,
})
const pct = (p: number) => ({ mode: 'percent', pct: p }) as const
const ofBuyNow = (p: number) => ({ mode: 'ofBuyNow', pct: p }) as const

/**
 * Rows and requests run through core's `repriceRow` and the server's SQL alike, so both keep
 * the same rules (decision 276). Each covers one rule of spec §5 or one rounding choice.
 */
export const REPRICE_CASES: RepriceCase[] = [
  { name: '+10 % whole dollar', row: row(1000, 500, 100), request: req({ buyNow: pct(10) }) },
  {
    name: '+10 % nearest $10',
    row: row(1234, 0, 0),
    request: req({ buyNow: pct(10), rounding: 'ten' }),
  },
  {
    name: '+10 % nearest $100',
    row: row(1234, 0, 0),
    request: req({ buyNow: pct(10), rounding: 'hundred' }),
  },
  {
    name: '+10 % ending in 9',
    row: row(1818, 0, 0),
    request: req({ buyNow: pct(10), rounding: 'nine' }),
  },
  { name: 'half a dollar rounds up', row: row(105, 0, 0), request: req({ buyNow: pct(-50) }) },
  { name: 'no buy now stays none', row: row(0, 0, 0), request: req({ buyNow: pct(10) }) },
  {
    name: 'set buy now',
    row: row(1000, 0, 0),
    request: req({ buyNow: { mode: 'set', usd: 2500 } }),
  },
  {
    name: 'unchanged: same value',
    row: row(2500, 0, 0),
    request: req({ buyNow: { mode: 'set', usd: 2500 } }),
  },
  {
    name: 'floor 70 % of the new buy now, rounded down',
    row: row(999, 0, 0),
    request: req({ buyNow: pct(1), floor: ofBuyNow(70), rounding: 'ten' }),
  },
  {
    name: 'min bid 50 % of buy now ending in 9, rounded down',
    row: row(3001, 0, 0),
    request: req({ minBid: ofBuyNow(50), rounding: 'nine' }),
  },
  {
    name: 'a share under the floor minimum is none',
    row: row(60, 0, 0),
    request: req({ floor: ofBuyNow(10) }),
  },
  {
    name: 'clear floor and min bid',
    row: row(1000, 700, 500),
    request: req({ floor: { mode: 'clear' }, minBid: { mode: 'clear' } }),
  },
  { name: 'refused: buy now below $50', row: row(60, 0, 0), request: req({ buyNow: pct(-50) }) },
  {
    name: 'refused: at the ceiling',
    row: row(45_000_000, 0, 0),
    request: req({ buyNow: pct(20) }),
  },
  {
    name: 'refused: buy now below the floor',
    row: row(1000, 900, 0),
    request: req({ buyNow: pct(-20) }),
  },
  {
    name: 'refused: floor below the min bid',
    row: row(1000, 0, 300),
    request: req({ floor: { mode: 'set', usd: 200 } }),
  },
  {
    name: 'refused: floor below $20',
    row: row(1000, 0, 0),
    request: req({ floor: { mode: 'set', usd: 10 } }),
  },
  {
    name: 'refused: min bid below $20',
    row: row(1000, 0, 0),
    request: req({ minBid: { mode: 'set', usd: 5 } }),
  },
  {
    name: 'refused: min bid above the floor',
    row: row(1000, 300, 0),
    request: req({ minBid: ofBuyNow(50) }),
  },
  {
    name: 'refused: lease to own out of range',
    row: row(99_000, 0, 0, true),
    request: req({ buyNow: pct(10) }),
  },
  { name: 'lease to own in range', row: row(1000, 0, 0, true), request: req({ buyNow: pct(10) }) },
  {
    name: 'percent on a floor of none stays none',
    row: row(1000, 0, 200),
    request: req({ floor: pct(10), minBid: pct(-10) }),
  },
]
