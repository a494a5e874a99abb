import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EMPTY_PLACEHOLDER, formatUsd, MICROS_PER_USD, microsToUsd, usdToMicros } from './money.ts'
import { MicrosSchema } from './money.contract.ts'

describe('spec §1 money in millionths of a dollar', () => {
  it.each([
    [1, 1_000_000],
    [0.5, 500_000],
    [0.000001, 1],
    [50_000_000, 50_000_000_000_000],
    [0, 0],
  ])('%s USD is %i micros', (usd, micros) => {
    expect(usdToMicros(usd)).toBe(micros)
    expect(microsToUsd(micros)).toBe(usd)
  })

  it('divides by one million', () => {
    expect(MICROS_PER_USD).toBe(1_000_000)
  })

  it('round-trips every micros amount up to a billion dollars exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 * MICROS_PER_USD }), (m) => {
        expect(usdToMicros(microsToUsd(m))).toBe(m)
      }),
    )
  })

  it('always yields an integer from any cents amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        const micros = usdToMicros(cents / 100)
        expect(Number.isInteger(micros)).toBe(true)
        expect(micros).toBe(cents * 10_000)
      }),
    )
  })
})

describe('spec §1, §9 USD display', () => {
  it.each([
    [1_234_560_000, 0, '$1,235'],
    [1_234_560_000, 2, '$1,234.56'],
    [0, 0, '$0'],
    [0, 2, '$0.00'],
    [50_000_000_000_000, 0, '$50,000,000'],
  ] as const)('%i micros with %i decimals shows %s', (micros, decimals, text) => {
    expect(formatUsd(micros, decimals)).toBe(text)
  })

  it('uses 0 decimals by default (tables, lead lists)', () => {
    expect(formatUsd(99_000_000)).toBe('$99')
  })

  it.each([null, undefined])('shows the two-dash placeholder for %s', (v) => {
    expect(formatUsd(v)).toBe('--')
    expect(EMPTY_PLACEHOLDER).toBe('--')
  })
})

describe('MicrosSchema', () => {
  it.each([0, 1, 5_000_000, Number.MAX_SAFE_INTEGER])('accepts %i', (v) => {
    expect(MicrosSchema.safeParse(v).success).toBe(true)
  })
  it.each([-1, 0.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN, '100'])('rejects %s', (v) => {
    expect(MicrosSchema.safeParse(v).success).toBe(false)
  })
  it('accepts every non-negative safe integer', () => {
    fc.assert(fc.property(fc.maxSafeNat(), (n) => MicrosSchema.safeParse(n).success))
  })
})
