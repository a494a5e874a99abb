import { describe, expect, it } from 'vitest'
import { EMPTY_REPRICE_FORM, modesOf, repriceRequestOf, type RepriceForm } from './reprice-form'

const form = (patch: Partial<RepriceForm>): RepriceForm => ({ ...EMPTY_REPRICE_FORM, ...patch })

describe('the reprice form (issue 15; spec §5 ratios, §6 percent pricing)', () => {
  it('sends +10 % of buy now, typed with a sign or a percent mark', () => {
    for (const amount of ['10', '+10', '10 %']) {
      expect(repriceRequestOf(form({ buyNow: { mode: 'percent', amount } }))).toEqual({
        buyNow: { mode: 'percent', pct: 10 },
        floor: { mode: 'keep' },
        minBid: { mode: 'keep' },
        rounding: 'dollar',
      })
    }
  })

  it('sends nothing while a changed field has no valid amount, or nothing changes', () => {
    expect(repriceRequestOf(EMPTY_REPRICE_FORM)).toBeNull()
    expect(repriceRequestOf(form({ buyNow: { mode: 'percent', amount: '' } }))).toBeNull()
    expect(repriceRequestOf(form({ buyNow: { mode: 'percent', amount: '0' } }))).toBeNull()
    expect(repriceRequestOf(form({ buyNow: { mode: 'set', amount: '12.5' } }))).toBeNull()
    expect(repriceRequestOf(form({ floor: { mode: 'ofBuyNow', amount: '71' } }))).toBeNull()
    expect(repriceRequestOf(form({ minBid: { mode: 'ofBuyNow', amount: '51' } }))).toBeNull()
    expect(repriceRequestOf(form({ buyNow: { mode: 'set', amount: '50,000,000' } }))).toBeNull()
  })

  it('offers percent modes only with the switch on, and never a share or removal of buy now', () => {
    expect(modesOf('buyNow', true)).toEqual(['keep', 'set', 'percent'])
    expect(modesOf('floor', true)).toEqual(['keep', 'set', 'percent', 'ofBuyNow', 'clear'])
    expect(modesOf('minBid', false)).toEqual(['keep', 'set', 'clear'])
  })
})
