import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { usdToMicros } from '../money/money.ts'
import {
  type ListingPricesInput,
  validateBuyNowPrice,
  validateFloorPrice,
  validateListingPrices,
  validateMinBidPrice,
} from './listing-prices.ts'

const usd = (
  buyNow: number,
  floor = 0,
  minBid = 0,
  extra: Partial<ListingPricesInput> = {},
): ListingPricesInput => ({
  buyNowMicros: usdToMicros(buyNow),
  floorMicros: usdToMicros(floor),
  minBidMicros: usdToMicros(minBid),
  ...extra,
})

describe('spec §5 price rules for listing edits — buy now', () => {
  it.each([
    [
      'LTO enabled, price outside the LTO range (low)',
      usd(494, 0, 0, { leasingEnabled: true }),
      'portfolio.tooltip.binLto.invalidPrice',
    ],
    [
      'LTO enabled, price outside the LTO range (high)',
      usd(100_001, 0, 0, { leasingEnabled: true }),
      'portfolio.tooltip.binLto.invalidPrice',
    ],
    [
      'LTO enabled, no price',
      usd(0, 0, 0, { leasingEnabled: true }),
      'portfolio.tooltip.binLto.invalidPrice',
    ],
    ['LTO enabled, price inside the range', usd(495, 0, 0, { leasingEnabled: true }), null],
    [
      '0 with the required flag',
      usd(0, 0, 0, { buyNowRequired: true }),
      'editDomain.prices.buyNow.price.required',
    ],
    ['0 without the required flag', usd(0, 100, 50), null],
    ['50,000,000 or more', usd(50_000_000), 'editDomain.prices.errorLimit'],
    ['just under the ceiling', usd(49_999_999), null],
    ['below the floor', usd(100, 200), 'editDomain.prices.buyNow.compare'],
    ['below the minimum bid', usd(100, 0, 150), 'editDomain.prices.buyNow.compare'],
    ['below 50', usd(49), 'editDomain.prices.buyNow.low'],
    ['50', usd(50), null],
  ])('%s', (_rule, input, code) => {
    expect(validateBuyNowPrice(input)?.code ?? null).toBe(code)
  })

  it('gives the values the messages need', () => {
    expect(validateBuyNowPrice(usd(10))).toEqual({
      field: 'buynowPrice',
      code: 'editDomain.prices.buyNow.low',
      values: { min: 50 },
    })
    expect(validateBuyNowPrice(usd(60_000_000))?.values).toEqual({ max: 50_000_000 })
    expect(validateBuyNowPrice(usd(1, 0, 0, { leasingEnabled: true }))?.values).toEqual({
      min: 495,
      max: 100_000,
    })
  })

  it('treats a null price as 0', () => {
    expect(
      validateBuyNowPrice({ buyNowMicros: null, floorMicros: null, minBidMicros: null }),
    ).toBeNull()
  })

  it('treats null prices as 0 in the floor and minimum-bid rules too', () => {
    const none = { buyNowMicros: null, floorMicros: null, minBidMicros: null }
    expect(validateFloorPrice({ ...none, floorMicros: 19_000_000 })?.code).toBe(
      'editDomain.prices.floor.low',
    )
    expect(validateMinBidPrice({ ...none, minBidMicros: 5_000_000_000 })).toBeNull()
    expect(validateFloorPrice(none)).toBeNull()
    expect(validateMinBidPrice(none)).toBeNull()
  })
})

describe('spec §5 price rules for listing edits — floor', () => {
  it.each([
    ['0 means no floor', usd(100, 0), null],
    ['at or above the limit', usd(0, 50_000_000), 'editDomain.prices.errorLimit'],
    ['above a non-zero buy now', usd(100, 101), 'editDomain.prices.floor.compare'],
    ['above a zero buy now', usd(0, 1000), null],
    ['below the minimum bid', usd(1000, 100, 200), 'editDomain.prices.floor.compare'],
    ['below 20', usd(100, 19), 'editDomain.prices.floor.low'],
    ['20', usd(100, 20), null],
  ])('%s', (_rule, input, code) => {
    expect(validateFloorPrice(input)?.code ?? null).toBe(code)
  })
})

describe('spec §5 price rules for listing edits — minimum bid', () => {
  it.each([
    ['0 means no minimum bid (decision 105)', usd(100, 50, 0), null],
    ['at or above the limit', usd(0, 0, 50_000_000), 'editDomain.prices.errorLimit'],
    ['below 20', usd(100, 50, 19), 'editDomain.prices.minimum.low'],
    ['above a non-zero floor', usd(1000, 100, 101), 'editDomain.prices.minimum.compare'],
    ['above a non-zero buy now', usd(100, 0, 101), 'editDomain.prices.minimum.compare'],
    ['with no floor and no buy now', usd(0, 0, 5000), null],
    ['20', usd(100, 50, 20), null],
  ])('%s', (_rule, input, code) => {
    expect(validateMinBidPrice(input)?.code ?? null).toBe(code)
  })
})

describe('validateListingPrices', () => {
  it('collects one error per field, buy now first', () => {
    expect(validateListingPrices(usd(30, 15, 5)).map((e) => [e.field, e.code])).toEqual([
      ['buynowPrice', 'editDomain.prices.buyNow.low'],
      ['floorPrice', 'editDomain.prices.floor.low'],
      ['minbidPrice', 'editDomain.prices.minimum.low'],
    ])
  })

  it('accepts every ordered triple within the limits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 49_999_999 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (bn, fp, mp) => {
          const floor = Math.max(20, Math.floor((bn * fp) / 100))
          const minBid = Math.max(20, Math.floor((floor * mp) / 100))
          expect(
            validateListingPrices(usd(bn, Math.min(floor, bn), Math.min(minBid, floor, bn))),
          ).toEqual([])
        },
      ),
    )
  })

  it('never passes a floor above a buy now, nor a minimum bid above either', () => {
    fc.assert(
      fc.property(fc.nat(60_000_000), fc.nat(60_000_000), fc.nat(60_000_000), (bn, fl, mb) => {
        const input = usd(bn, fl, mb)
        if (validateListingPrices(input).length > 0) return
        if (bn > 0 && fl > 0) expect(fl).toBeLessThanOrEqual(bn)
        if (mb > 0 && fl > 0) expect(mb).toBeLessThanOrEqual(fl)
        if (mb > 0 && bn > 0) expect(mb).toBeLessThanOrEqual(bn)
        for (const v of [bn, fl, mb]) expect(v).toBeLessThan(50_000_000)
      }),
    )
  })
})
