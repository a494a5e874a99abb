import { describe, expect, it } from 'vitest'
import { LEASE_TIERS, leaseTierFor } from './lease-tiers.ts'

// spec §5 "Lease tiers": Markup is what the buyer pays on top, Discount the seller's commission discount.
describe('spec §5 lease tiers', () => {
  it.each([
    [2, 0, 0],
    [12, 0, 0],
    [13, 10, 5],
    [24, 10, 5],
    [25, 20, 10],
    [36, 20, 10],
    [37, 30, 15],
    [60, 30, 15],
  ])('%i months → %i%% markup, %i%% commission discount', (months, markup, discount) => {
    expect(leaseTierFor(months)).toMatchObject({ markupPct: markup, discountPct: discount })
  })

  it.each([1, 61, 12.5, 0])('has no tier for %s months', (months) => {
    expect(() => leaseTierFor(months)).toThrow(RangeError)
  })

  it('covers 2..60 without gaps', () => {
    for (let m = 2; m <= 60; m++)
      expect(LEASE_TIERS.filter((t) => m >= t.minMonths && m <= t.maxMonths)).toHaveLength(1)
  })
})
