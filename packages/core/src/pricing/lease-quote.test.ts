import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { usdToMicros } from '../money/money.ts'
import { listLeaseInstallments, quoteLease } from './lease-quote.ts'

describe('spec §5 lease quote', () => {
  it.each([
    // price USD, months, total USD, monthly micros, first micros
    [1200, 12, 1200, 100_000_000, 100_000_000],
    [1200, 24, 1320, 55_000_000, 55_000_000],
    [1000, 36, 1200, 33_333_333, 33_333_345],
    [1000, 60, 1300, 21_666_666, 21_666_706],
  ])('$%i over %i months costs $%i', (price, months, total, monthly, first) => {
    const q = quoteLease(usdToMicros(price), months)
    expect(q.totalMicros).toBe(usdToMicros(total))
    expect(q.installmentMicros).toBe(monthly)
    expect(q.firstInstallmentMicros).toBe(first)
  })

  it('rounds the marked-up total half up to a micro', () => {
    expect(quoteLease(5, 13).totalMicros).toBe(6) // 5.5 → 6
    expect(quoteLease(4, 13).totalMicros).toBe(4) // 4.4 → 4
  })

  it('carries the commission discount of the tier', () => {
    expect(quoteLease(usdToMicros(1000), 30).commissionDiscountPct).toBe(10)
  })

  it.each([-1, 1.5, Number.MAX_SAFE_INTEGER + 2])('rejects the price %s', (p) => {
    expect(() => quoteLease(p, 12)).toThrow(RangeError)
  })

  it('never loses a micro: the installments sum exactly to the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: usdToMicros(50_000_000) }),
        fc.integer({ min: 2, max: 60 }),
        (p, m) => {
          const q = quoteLease(p, m)
          const parts = listLeaseInstallments(q)
          expect(parts).toHaveLength(m)
          expect(parts.reduce((a, b) => a + b, 0)).toBe(q.totalMicros)
          expect(q.firstInstallmentMicros - q.installmentMicros).toBeLessThan(m)
          expect(q.totalMicros).toBeGreaterThanOrEqual(p)
        },
      ),
    )
  })
})
