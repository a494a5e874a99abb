import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidSalePriceUsd } from './sale-price.ts'

describe('spec §5 sale price maximum 49999999', () => {
  it.each([
    [49_999_999, true],
    [50_000_000, false],
    [1, true],
    [0, false],
    [10.5, false],
  ])('%s valid: %s', (usd, ok) => {
    expect(isValidSalePriceUsd(usd)).toBe(ok)
  })

  it('accepts exactly the whole dollars from 1 to 49,999,999', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double({ noNaN: true })), (usd) => {
        expect(isValidSalePriceUsd(usd)).toBe(
          Number.isInteger(usd) && usd >= 1 && usd <= 49_999_999,
        )
      }),
    )
  })
})
