import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FLOOR_RATIO_MAX_PCT, MIN_BID_RATIO_MAX_PCT } from '../constants/price-rules.ts'
import { usdToMicros } from '../money/money.ts'
import { validateListingPrices } from '../pricing/listing-prices.ts'
import { REPRICE_CASES } from './bulk-reprice.cases.ts'
import { RepriceRequestSchema } from './bulk-reprice.contract.ts'
import { repricedPrices, repriceRow, roundScaled } from './bulk-reprice.ts'

const m = usdToMicros
const byName = (name: string) => {
  const c = REPRICE_CASES.find((x) => x.name === name)
  if (!c) throw new Error(name)
  return repriceRow(c.row, c.request)
}

describe('bulk reprice rounding (issue 15 rounding choice)', () => {
  it.each([
    [1234, 110, 'dollar', 'nearest', 1357],
    [1234, 110, 'ten', 'nearest', 1360],
    [1234, 110, 'hundred', 'nearest', 1400],
    [1818, 110, 'nine', 'nearest', 1999],
    [2000, 100, 'nine', 'nearest', 1999],
    [999, 70, 'dollar', 'down', 699],
    [1009, 70, 'nine', 'down', 699],
    [3, 100, 'nine', 'down', 0],
  ] as const)('%d USD × %d %% (%s, %s) → %d USD', (usd, pct, rounding, direction, expected) => {
    expect(roundScaled(m(usd), pct, rounding, direction)).toBe(m(expected))
  })

  it('is exact at the ceiling × 11 (past 2^53 micros·percent)', () => {
    expect(roundScaled(m(49_999_999), 1100, 'dollar', 'nearest')).toBe(m(549_999_989))
  })
})

describe('bulk reprice outcomes (spec §5 price rules)', () => {
  it.each([
    ['+10 % whole dollar', 'changing', [1100, 500, 100]],
    ['+10 % ending in 9', 'changing', [1999, 0, 0]],
    ['half a dollar rounds up', 'changing', [53, 0, 0]],
    ['no buy now stays none', 'unchanged', [0, 0, 0]],
    ['unchanged: same value', 'unchanged', [2500, 0, 0]],
    ['floor 70 % of the new buy now, rounded down', 'changing', [1010, 700, 0]],
    ['min bid 50 % of buy now ending in 9, rounded down', 'changing', [3001, 0, 1499]],
    ['a share under the floor minimum is none', 'unchanged', [60, 0, 0]],
    ['clear floor and min bid', 'changing', [1000, 0, 0]],
  ] as const)('%s → %s', (name, outcome, [b, f, mb]) => {
    const r = byName(name)
    expect(r.outcome).toBe(outcome)
    expect(r.after).toEqual({ buyNowMicros: m(b), floorMicros: m(f), minBidMicros: m(mb) })
  })

  it.each([
    ['refused: buy now below $50', 'editDomain.prices.buyNow.low'],
    ['refused: at the ceiling', 'editDomain.prices.errorLimit'],
    ['refused: buy now below the floor', 'editDomain.prices.buyNow.compare'],
    ['refused: floor below the min bid', 'editDomain.prices.floor.compare'],
    ['refused: floor below $20', 'editDomain.prices.floor.low'],
    ['refused: min bid below $20', 'editDomain.prices.minimum.low'],
    ['refused: min bid above the floor', 'editDomain.prices.floor.compare'],
    ['refused: lease to own out of range', 'portfolio.tooltip.binLto.invalidPrice'],
  ])('%s → %s', (name, code) => {
    const r = byName(name)
    expect(r).toMatchObject({ outcome: 'refused', code })
  })

  it('never writes prices that break a §5 rule: a changing row always validates', () => {
    const change = fc.oneof(
      fc.constant({ mode: 'keep' as const }),
      fc.integer({ min: 1, max: 60_000 }).map((usd) => ({ mode: 'set' as const, usd })),
      fc
        .integer({ min: -99, max: 200 })
        .filter((p) => p !== 0)
        .map((pct) => ({ mode: 'percent' as const, pct })),
    )
    fc.assert(
      fc.property(
        fc.record({ b: fc.nat(60_000), f: fc.nat(60_000), mb: fc.nat(60_000), lto: fc.boolean() }),
        change,
        fc.oneof(
          change,
          fc
            .integer({ min: 1, max: FLOOR_RATIO_MAX_PCT })
            .map((pct) => ({ mode: 'ofBuyNow' as const, pct })),
        ),
        fc.oneof(
          change,
          fc
            .integer({ min: 1, max: MIN_BID_RATIO_MAX_PCT })
            .map((pct) => ({ mode: 'ofBuyNow' as const, pct })),
        ),
        fc.constantFrom('dollar', 'ten', 'hundred', 'nine' as const),
        (r, buyNow, floor, minBid, rounding) => {
          const row = {
            buyNowMicros: m(r.b),
            floorMicros: m(r.f),
            minBidMicros: m(r.mb),
            leasingEnabled: r.lto,
          }
          const out = repriceRow(row, { buyNow, floor, minBid, rounding })
          if (out.outcome === 'changing') {
            expect(validateListingPrices({ ...out.after, leasingEnabled: r.lto })).toEqual([])
          }
        },
      ),
    )
  })

  it('a share of buy now never passes the §5 ratio (floor ≤ 70 %, min bid ≤ 50 %)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 49_999_999 }),
        fc.constantFrom('dollar', 'ten', 'hundred', 'nine' as const),
        (usd, rounding) => {
          const after = repricedPrices(
            { buyNowMicros: m(usd), floorMicros: 0, minBidMicros: 0 },
            {
              buyNow: { mode: 'keep' },
              floor: { mode: 'ofBuyNow', pct: 70 },
              minBid: { mode: 'ofBuyNow', pct: 50 },
              rounding,
            },
          )
          expect(after.floorMicros * 100).toBeLessThanOrEqual(after.buyNowMicros * 70)
          expect(after.minBidMicros * 100).toBeLessThanOrEqual(after.buyNowMicros * 50)
        },
      ),
    )
  })
})

describe('reprice request contract', () => {
  it.each([
    [
      'a request that keeps everything',
      { buyNow: { mode: 'keep' }, floor: { mode: 'keep' }, minBid: { mode: 'keep' } },
    ],
    [
      'a floor over the 70 % ratio',
      { buyNow: { mode: 'keep' }, floor: { mode: 'ofBuyNow', pct: 71 }, minBid: { mode: 'keep' } },
    ],
    [
      'a min bid over the 50 % ratio',
      { buyNow: { mode: 'keep' }, floor: { mode: 'keep' }, minBid: { mode: 'ofBuyNow', pct: 51 } },
    ],
    [
      'buy now as a share of itself',
      { buyNow: { mode: 'ofBuyNow', pct: 10 }, floor: { mode: 'keep' }, minBid: { mode: 'keep' } },
    ],
    [
      'clearing buy now',
      { buyNow: { mode: 'clear' }, floor: { mode: 'keep' }, minBid: { mode: 'keep' } },
    ],
    [
      'a change of 0 %',
      { buyNow: { mode: 'percent', pct: 0 }, floor: { mode: 'keep' }, minBid: { mode: 'keep' } },
    ],
    [
      '−100 %',
      { buyNow: { mode: 'percent', pct: -100 }, floor: { mode: 'keep' }, minBid: { mode: 'keep' } },
    ],
    [
      'a value at the ceiling',
      {
        buyNow: { mode: 'set', usd: 50_000_000 },
        floor: { mode: 'keep' },
        minBid: { mode: 'keep' },
      },
    ],
  ])('refuses %s', (_, body) => {
    expect(RepriceRequestSchema.safeParse(body).success).toBe(false)
  })

  it('defaults the rounding to whole dollars', () => {
    const r = RepriceRequestSchema.parse({
      buyNow: { mode: 'percent', pct: 10 },
      floor: { mode: 'keep' },
      minBid: { mode: 'keep' },
    })
    expect(r.rounding).toBe('dollar')
  })
})
