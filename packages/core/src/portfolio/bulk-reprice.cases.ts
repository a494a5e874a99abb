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
const set = (usd: number) => ({ mode: 'set', usd }) as const
const clear = { mode: 'clear' } as const

/**
 * Rows and requests run through core's `repriceRow` and the server's SQL alike, so both keep
 * the same rules (decision 276). Each covers one rule of spec §5 or one rounding choice.
 */
export const REPRICE_CASES: RepriceCase[] = (
  [
    ['+10 % whole dollar', row(1000, 500, 100), { buyNow: pct(10) }],
    ['+10 % nearest $10', row(1234, 0, 0), { buyNow: pct(10), rounding: 'ten' }],
    ['+10 % nearest $100', row(1234, 0, 0), { buyNow: pct(10), rounding: 'hundred' }],
    ['+10 % ending in 9', row(1818, 0, 0), { buyNow: pct(10), rounding: 'nine' }],
    ['half a dollar rounds up', row(105, 0, 0), { buyNow: pct(-50) }],
    ['no buy now stays none', row(0, 0, 0), { buyNow: pct(10) }],
    ['set buy now', row(1000, 0, 0), { buyNow: set(2500) }],
    ['unchanged: same value', row(2500, 0, 0), { buyNow: set(2500) }],
    [
      'floor 70 % of the new buy now, rounded down',
      row(999, 0, 0),
      { buyNow: pct(1), floor: ofBuyNow(70), rounding: 'ten' },
    ],
    [
      'min bid 50 % of buy now ending in 9, rounded down',
      row(3001, 0, 0),
      { minBid: ofBuyNow(50), rounding: 'nine' },
    ],
    ['a share under the floor minimum is none', row(60, 0, 0), { floor: ofBuyNow(10) }],
    ['clear floor and min bid', row(1000, 700, 500), { floor: clear, minBid: clear }],
    ['refused: buy now below $50', row(60, 0, 0), { buyNow: pct(-50) }],
    ['refused: at the ceiling', row(45_000_000, 0, 0), { buyNow: pct(20) }],
    ['refused: buy now below the floor', row(1000, 900, 0), { buyNow: pct(-20) }],
    ['refused: floor below the min bid', row(1000, 0, 300), { floor: set(200) }],
    ['refused: floor below $20', row(1000, 0, 0), { floor: set(10) }],
    ['refused: min bid below $20', row(1000, 0, 0), { minBid: set(5) }],
    ['refused: min bid above the floor', row(1000, 300, 0), { minBid: ofBuyNow(50) }],
    ['refused: lease to own out of range', row(99_000, 0, 0, true), { buyNow: pct(10) }],
    ['lease to own in range', row(1000, 0, 0, true), { buyNow: pct(10) }],
    [
      'percent on a floor of none stays none',
      row(1000, 0, 200),
      { floor: pct(10), minBid: pct(-10) },
    ],
  ] satisfies [string, RepriceCase['row'], Partial<RepriceRequest>][]
).map(([name, priced, change]) => ({ name, row: priced, request: req(change) }))
