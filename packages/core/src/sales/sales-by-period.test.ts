import { describe, expect, it } from 'vitest'
import {
  bucketCountOf,
  bucketStartOf,
  resolveSalesRange,
  type SalesPeriod,
} from './sales-by-period.ts'

// Spec §7 "GET v2/stats/sales" (issue 18): buckets by day, week, month or year; decision 1053.
describe('sales buckets', () => {
  it.each([
    ['day', '2026-11-24', '2026-11-24'],
    ['week', '2026-11-24', '2026-11-23'], // a Tuesday → its Monday
    ['week', '2026-11-23', '2026-11-23'], // a Monday is its own week
    ['week', '2026-11-29', '2026-11-23'], // a Sunday closes the week
    ['week', '2026-01-01', '2025-12-29'], // a week across the new year
    ['month', '2026-11-24', '2026-11-01'],
    ['year', '2026-11-24', '2026-01-01'],
  ] as const)('a %s holding %s starts on %s', (period, day, start) => {
    expect(bucketStartOf(period, day)).toBe(start)
  })

  it.each([
    ['day', '2026-11-01', '2026-11-30', 30],
    ['day', '2024-01-01', '2024-12-31', 366],
    ['week', '2026-11-23', '2026-11-29', 1],
    ['week', '2026-11-22', '2026-11-23', 2],
    ['month', '2025-12-31', '2026-01-01', 2],
    ['month', '2026-01-15', '2026-12-15', 12],
    ['year', '2020-06-01', '2026-01-01', 7],
  ] as const)('a %s range from %s to %s holds %i buckets', (period, from, to, n) => {
    expect(bucketCountOf(period, from, to)).toBe(n)
  })
})

describe('the range of a sales statistics request', () => {
  const today = '2026-11-24'
  it.each([
    ['day', '2026-10-26'],
    ['week', '2026-09-07'],
    ['month', '2025-12-01'],
    ['year', '2022-01-01'],
  ] as const)('a %s range without a start begins on %s and ends today', (period, from) => {
    const range = resolveSalesRange({ period }, today)
    expect(range).toEqual({ ok: true, period, from, to: today })
    if (range.ok) expect(bucketCountOf(period, range.from, range.to)).toBeLessThanOrEqual(30)
  })

  it('keeps a range the seller gave', () => {
    expect(
      resolveSalesRange({ period: 'month', from: '2026-01-01', to: '2026-03-31' }, today),
    ).toEqual({ ok: true, period: 'month', from: '2026-01-01', to: '2026-03-31' })
  })

  it('refuses a start after the end', () => {
    expect(
      resolveSalesRange({ period: 'day', from: '2026-11-25', to: '2026-11-24' }, today),
    ).toMatchObject({ ok: false, code: 'salesStats.range.order' })
  })

  it.each([
    ['day', '2025-11-23', 366],
    ['week', '2021-11-01', 260],
    ['month', '2016-11-01', 120],
    ['year', '1976-01-01', 50],
  ] as [SalesPeriod, string, number][])(
    'refuses a %s range from %s, one bucket over %i',
    (period, from, max) => {
      expect(resolveSalesRange({ period, from, to: today }, today)).toEqual({
        ok: false,
        field: 'from',
        code: 'salesStats.range.tooLong',
        max,
      })
    },
  )
})
