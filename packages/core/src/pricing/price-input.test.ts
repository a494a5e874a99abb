import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parsePriceInput } from './price-input.ts'

describe('spec §5 price input: digits and dot only, parsed as an integer', () => {
  it.each([
    ['1299', 1299],
    ['$1,299', 1299],
    ['1299.99', 1299],
    ['USD 50 000', 50000],
    ['0', 0],
    ['', null],
    ['abc', null],
    ['.', null],
  ])('%j → %j', (raw, usd) => {
    expect(parsePriceInput(raw)).toBe(usd)
  })

  it('yields null or a non-negative integer for any text', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const usd = parsePriceInput(raw)
        expect(usd === null || (Number.isInteger(usd) && usd >= 0)).toBe(true)
      }),
    )
  })

  it('reads back any whole number however it is decorated', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 49_999_999 }),
        fc.constantFrom('$', 'USD ', ''),
        (n, prefix) => {
          expect(parsePriceInput(`${prefix}${n.toLocaleString('en-US')}`)).toBe(n)
        },
      ),
    )
  })
})
