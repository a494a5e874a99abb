import { describe, expect, it } from 'vitest'
import {
  customParkingRangeEnding,
  daysOfRange,
  defaultParkingRange,
  resolveParkingRange,
  runningTotalDaysOf,
  utcDayOf,
} from './parking-range.ts'

describe('parking ranges (spec §9)', () => {
  it('defaults to the last 7 days, today included', () => {
    expect(defaultParkingRange('2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' })
    expect(daysOfRange(defaultParkingRange('2026-03-02'))).toHaveLength(7)
  })

  it('a custom range chosen by its end date is the 30 days before it', () => {
    expect(customParkingRangeEnding('2026-01-31')).toEqual({ from: '2026-01-01', to: '2026-01-31' })
    expect(resolveParkingRange({ to: '2026-01-31' }, '2026-06-01')).toEqual({
      range: { from: '2026-01-01', to: '2026-01-31' },
    })
  })

  it('a start alone runs to today; both ends are kept as given', () => {
    expect(resolveParkingRange({ from: '2026-05-30' }, '2026-06-01')).toEqual({
      range: { from: '2026-05-30', to: '2026-06-01' },
    })
    expect(resolveParkingRange({ from: '2026-05-01', to: '2026-05-01' }, '2026-06-01')).toEqual({
      range: { from: '2026-05-01', to: '2026-05-01' },
    })
  })

  it('refuses a reversed or overlong range with its message key', () => {
    expect(resolveParkingRange({ from: '2026-05-02', to: '2026-05-01' }, '2026-06-01')).toEqual({
      problem: 'parking.range.order',
    })
    expect(resolveParkingRange({ from: '2020-01-01', to: '2026-05-01' }, '2026-06-01')).toEqual({
      problem: 'parking.range.tooLong',
    })
  })

  it('days are UTC days', () => {
    expect(utcDayOf(new Date('2026-03-01T23:59:59Z'))).toBe('2026-03-01')
    expect(daysOfRange({ from: '2026-02-27', to: '2026-03-01' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ])
  })

  it('reads running totals at the range end (or the last rolled-up day) and the day before', () => {
    const range = { from: '2026-03-01', to: '2026-03-07' }
    expect(runningTotalDaysOf(range, '2026-03-09')).toEqual({
      atEnd: '2026-03-07',
      beforeStart: '2026-02-28',
    })
    expect(runningTotalDaysOf(range, '2026-03-05')).toEqual({
      atEnd: '2026-03-05',
      beforeStart: '2026-02-28',
    })
    // Nothing rolled up in the range: the same day twice, so every figure is zero.
    expect(runningTotalDaysOf(range, '2026-02-20')).toEqual({
      atEnd: '2026-02-20',
      beforeStart: '2026-02-20',
    })
    expect(runningTotalDaysOf(range, null)).toEqual({
      atEnd: '2026-02-28',
      beforeStart: '2026-02-28',
    })
  })
})
