import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { usdToMicros } from '../money/money.ts'
import { type CounterOfferInput, validateCounterOffer } from './counter-offer.ts'

const m = usdToMicros
const base = (over: Partial<CounterOfferInput>): CounterOfferInput => ({
  valueMicros: null,
  previousOfferMicros: m(500),
  sellerOfferMicros: m(2000),
  buyNowMicros: m(3000),
  floorMicros: m(1000),
  minBidMicros: m(800),
  viewer: 'buyer',
  ...over,
})

describe('spec §5 counter-offer form, checked in order', () => {
  it.each<[string, Partial<CounterOfferInput>, string | null]>([
    ['1. an empty value gives no error', {}, null],
    [
      '2. equal to the previous offer',
      { valueMicros: m(500) },
      'negotiations.counterOffer.error.sameOffer',
    ],
    [
      '3. buyer above the seller offer',
      { valueMicros: m(2500) },
      'negotiations.counterOffer.error.exceedsSellerOffer',
    ],
    ['3. seller may go above its own offer', { valueMicros: m(2500), viewer: 'seller' }, null],
    [
      '4. above the buy-now price',
      { valueMicros: m(3500), viewer: 'seller' },
      'negotiations.counterOffer.error.buyNow',
    ],
    [
      '4. buyer above buy now without a seller offer',
      { valueMicros: m(3500), sellerOfferMicros: null },
      'negotiations.counterOffer.error.buyNow',
    ],
    ['5. buyer below the floor', { valueMicros: m(900) }, 'negotiations.counterOffer.error.floor'],
    ['5. seller below the floor is fine', { valueMicros: m(900), viewer: 'seller' }, null],
    [
      '6. buyer below the minimum bid',
      { valueMicros: m(700), floorMicros: null },
      'negotiations.counterOffer.error.min',
    ],
    [
      '6. broker below the minimum bid is fine',
      { valueMicros: m(700), viewer: 'broker', floorMicros: null },
      null,
    ],
    [
      '7. empty on submit with buy now and floor',
      { submitting: true },
      'negotiations.counterOffer.error.required',
    ],
    ['7. empty on submit without a floor', { submitting: true, floorMicros: null }, null],
    ['a valid counter', { valueMicros: m(1500) }, null],
  ])('%s', (_rule, over, code) => {
    expect(validateCounterOffer(base(over))?.code ?? null).toBe(code)
  })

  it('shows the price with the buy-now and floor errors', () => {
    expect(validateCounterOffer(base({ valueMicros: m(900) }))).toEqual({
      field: 'offer',
      code: 'negotiations.counterOffer.error.floor',
      values: { price: 1000 },
    })
    expect(validateCounterOffer(base({ valueMicros: m(3500), viewer: 'seller' }))?.values).toEqual({
      price: 3000,
    })
  })

  it('never lets a buyer offer outside floor..seller offer pass', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (usd) => {
        const err = validateCounterOffer(base({ valueMicros: m(usd), previousOfferMicros: null }))
        if (err === null) {
          expect(usd).toBeGreaterThanOrEqual(1000)
          expect(usd).toBeLessThanOrEqual(2000)
        }
      }),
    )
  })
})
