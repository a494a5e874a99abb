import { describe, expect, it } from 'vitest'
import { parkingFiguresOf, ZERO_PARKING_TOTALS } from './parking-figures.ts'
import { isParkingPayoutDue, sellerShareOfClicks } from './parking-revenue.ts'

describe('parking figures (spec §3 parking columns)', () => {
  it('derives CTR, revenue per click and per 1,000 impressions from the totals', () => {
    const figures = parkingFiguresOf({
      pageViewCount: 400,
      visitCount: 300,
      adClickCount: 10,
      revenueMicros: 350_000,
    })
    expect(figures.clickThroughRate).toBe(0.025)
    expect(figures.revenuePerClickMicros).toBe(35_000)
    expect(figures.revenuePer1kImpressionsMicros).toBe(875_000)
  })

  it('a quiet range has zero ratios, never NaN', () => {
    const figures = parkingFiguresOf(ZERO_PARKING_TOTALS)
    expect(figures.clickThroughRate).toBe(0)
    expect(figures.revenuePerClickMicros).toBe(0)
    expect(figures.revenuePer1kImpressionsMicros).toBe(0)
  })

  it('the seller earns 70 % of a click, rounded down to a micro (decision 531)', () => {
    expect(sellerShareOfClicks(50_000)).toBe(35_000)
    expect(sellerShareOfClicks(3)).toBe(2)
  })

  it('pays out from $10; less carries over', () => {
    expect(isParkingPayoutDue(9_999_999)).toBe(false)
    expect(isParkingPayoutDue(10_000_000)).toBe(true)
  })
})
