import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canEnableLease, isLeaseEligibleBuyNow, LTO_BUY_NOW_RANGE } from './lease-price.ts'

describe('spec §5 lease-eligible buy-now price', () => {
  it.each([
    ['empty', null, false],
    ['above 100000', 100_001, false],
    ['nonzero below 495', 494, false],
    ['nonzero below 495 (1)', 1, false],
    ['zero', 0, true],
    ['495', 495, true],
    ['100000', 100_000, true],
  ])('%s (%s) eligible: %s', (_rule, usd, ok) => {
    expect(isLeaseEligibleBuyNow(usd)).toBe(ok)
  })

  it.each([
    [null, false],
    [0, false],
    [494, false],
    [495, true],
    [100_000, true],
    [100_001, false],
  ])('the lease-to-own control with buy now %s is enabled: %s (spec §4)', (usd, ok) => {
    expect(canEnableLease(usd)).toBe(ok)
  })

  it('is eligible exactly when zero or within 495..100000, for any whole-dollar price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (usd) => {
        expect(isLeaseEligibleBuyNow(usd)).toBe(usd === 0 || (usd >= 495 && usd <= 100_000))
        expect(canEnableLease(usd)).toBe(usd >= 495 && usd <= 100_000)
      }),
    )
  })

  it('uses 495..100000 as the LTO range (decision 104)', () => {
    expect(LTO_BUY_NOW_RANGE).toEqual({ minUsd: 495, maxUsd: 100_000 })
  })
})
