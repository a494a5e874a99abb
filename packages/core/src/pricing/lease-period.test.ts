import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  clampLeasePeriod,
  isLeasePeriodAllowed,
  maxLeasePeriodFor,
  validateLeasePeriod,
} from './lease-period.ts'
import { LeasePeriodInputSchema } from './pricing.contract.ts'

describe('spec §5 lease period: 2 to 60 months, capped by the buy-now price', () => {
  it.each([
    [null, 2],
    [0, 2],
    [300, 2],
    [495, 19],
    [1000, 40],
    [1500, 60],
    [100_000, 60],
    [100_001, 2],
  ])('buy now %s allows at most %i months (decision 102)', (usd, max) => {
    expect(maxLeasePeriodFor(usd)).toBe(max)
  })

  it.each([
    ['minimum 2', 2, 5000, true],
    ['below minimum', 1, 5000, false],
    ['maximum 60', 60, 5000, true],
    ['above maximum', 61, 5000, false],
    ['above the price cap', 20, 495, false],
    ['at the price cap', 19, 495, true],
    ['fractional', 12.5, 5000, false],
  ])('%s: %s months at $%s allowed %s', (_rule, months, usd, ok) => {
    expect(isLeasePeriodAllowed(months, usd)).toBe(ok)
    expect(validateLeasePeriod(months, usd) === null).toBe(ok)
  })

  it('names both bounds in the error', () => {
    expect(validateLeasePeriod(30, 495)).toEqual({
      field: 'maxLeasePeriod',
      code: 'editDomain.lease.maxLeasePeriod.range',
      values: { min: 2, max: 19 },
    })
  })

  it.each([
    [1, 5000, 2],
    [99, 5000, 60],
    [30, 495, 19],
    [12.7, 5000, 12],
    [Number.NaN, 5000, 2],
  ])('clamps %s months at $%s to %i', (months, usd, clamped) => {
    expect(clampLeasePeriod(months, usd)).toBe(clamped)
  })

  it.each([
    [99, true],
    [100, false],
    [0, true],
    [-1, false],
  ])('the input ceiling is 99 months: %i accepted %s', (months, ok) => {
    expect(LeasePeriodInputSchema.safeParse(months).success).toBe(ok)
  })

  it('always clamps into an allowed period', () => {
    fc.assert(
      fc.property(fc.double(), fc.option(fc.integer({ min: 0, max: 200_000 })), (months, usd) => {
        expect(isLeasePeriodAllowed(clampLeasePeriod(months, usd), usd)).toBe(true)
      }),
    )
  })
})
