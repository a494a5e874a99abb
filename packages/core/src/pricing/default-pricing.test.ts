import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { usdToMicros } from '../money/money.ts'
import { applyDefaultPricing, DEFAULT_PRICING_PERCENTAGES } from './default-pricing.ts'
import { validateListingPrices } from './listing-prices.ts'
import { PricingPercentagesSchema } from './pricing.contract.ts'

const m = usdToMicros

describe('spec §5 default pricing', () => {
  it.each([
    [
      'raises buy now by the uplift percentage',
      1000,
      { upliftPct: 10, floorPct: 70, minBidPct: 50 },
      { buyNowMicros: m(1100) },
    ],
    [
      'gives no floor or minimum bid when the share is under the §9 minimums',
      30,
      DEFAULT_PRICING_PERCENTAGES,
      { floorMicros: m(21), minBidMicros: 0 },
    ],
    [
      'stops a derived minimum bid at the floor',
      1000,
      { upliftPct: 0, floorPct: 30, minBidPct: 50 },
      { floorMicros: m(300), minBidMicros: m(300) },
    ],
    [
      'keeps the raised price under the ceiling',
      49_000_000,
      { upliftPct: 100, floorPct: 0, minBidPct: 0 },
      { buyNowMicros: m(49_999_999) },
    ],
  ])('%s', (_rule, buyNowUsd, percentages, expected) => {
    expect(applyDefaultPricing({ buyNowMicros: m(buyNowUsd) }, percentages)).toMatchObject(expected)
  })

  it('leaves buy now alone with the default uplift of 0 % (decision 106)', () => {
    expect(DEFAULT_PRICING_PERCENTAGES).toEqual({ upliftPct: 0, floorPct: 70, minBidPct: 50 })
    expect(applyDefaultPricing({ buyNowMicros: m(1000) })).toEqual({
      buyNowMicros: m(1000),
      floorMicros: m(700),
      minBidMicros: m(500),
    })
  })

  it('takes floor and minimum bid as a percentage of the raised buy now, rounded down', () => {
    expect(
      applyDefaultPricing({ buyNowMicros: m(999) }, { upliftPct: 0, floorPct: 70, minBidPct: 50 }),
    ).toEqual({
      buyNowMicros: m(999),
      floorMicros: m(699),
      minBidMicros: m(499),
    })
  })

  it('lets explicit values override', () => {
    expect(
      applyDefaultPricing({ buyNowMicros: m(1000), floorMicros: m(900), minBidMicros: 0 }),
    ).toEqual({
      buyNowMicros: m(1000),
      floorMicros: m(900),
      minBidMicros: 0,
    })
  })

  it.each([
    [{ floorPct: 71 }, false],
    [{ minBidPct: 51 }, false],
    [{ floorPct: 70, minBidPct: 50 }, true],
    [{ upliftPct: -1 }, false],
    [{}, true],
  ])('caps the ratios at floor 70 %% and minimum bid 50 %%: %j valid %s', (input, ok) => {
    expect(PricingPercentagesSchema.safeParse(input).success).toBe(ok)
  })

  it('always yields prices that pass the listing price rules', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 40_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 70 }),
        fc.integer({ min: 0, max: 50 }),
        (bn, upliftPct, floorPct, minBidPct) => {
          const prices = applyDefaultPricing(
            { buyNowMicros: m(bn) },
            { upliftPct, floorPct, minBidPct },
          )
          expect(validateListingPrices(prices)).toEqual([])
          expect(prices.floorMicros * 100).toBeLessThanOrEqual(prices.buyNowMicros * 70)
          expect(prices.minBidMicros * 100).toBeLessThanOrEqual(prices.buyNowMicros * 50)
        },
      ),
    )
  })
})
