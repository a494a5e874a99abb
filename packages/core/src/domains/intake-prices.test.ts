import { describe, expect, it } from 'vitest'
import { pricesForName, validateIntakePrices } from './intake-prices.ts'

const makeOffer = {
  landerTemplate: 'PRICE_FORM',
  leasingEnabled: false,
  buynowPrice: null,
  floorPrice: null,
  minbidPrice: null,
} as const

describe('prices of new names (spec §5; decisions 270, 272)', () => {
  it('accepts a make-offer lander with no price at all', () => {
    expect(validateIntakePrices(makeOffer)).toEqual([])
  })

  it('refuses the old $5 defaults with the three §5 keys', () => {
    const five = {
      ...makeOffer,
      buynowPrice: 5_000_000,
      floorPrice: 5_000_000,
      minbidPrice: 5_000_000,
    }
    expect(validateIntakePrices(five).map((e) => e.code)).toEqual([
      'editDomain.prices.buyNow.low',
      'editDomain.prices.floor.low',
      'editDomain.prices.minimum.low',
    ])
  })

  it('refuses a buy-now lander without a buy-now price (spec §4)', () => {
    expect(validateIntakePrices({ ...makeOffer, landerTemplate: 'BUY_NOW' })).toEqual([
      { field: 'buynowPrice', code: 'editDomain.prices.buyNow.price.required' },
    ])
  })

  it("gives a name its own prices, else the entry's", () => {
    const own = { 'a.com': { buynowPrice: 90_000_000, floorPrice: null, minbidPrice: null } }
    const entry = { buynowPrice: 60_000_000, floorPrice: 30_000_000, minbidPrice: null }
    expect(pricesForName(entry, own, 'a.com')).toEqual(own['a.com'])
    expect(pricesForName(entry, own, 'b.com')).toEqual(entry)
    expect(pricesForName(entry, own, 'constructor')).toEqual(entry)
  })
})
