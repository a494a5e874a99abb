import { describe, expect, it } from 'vitest'
import { firstOpenParkingMonth, nextParkingCloseDate, parkingMonthOf } from './parking-month.ts'

// Decision 533: parking months are UTC months; a month closes 2 hours after it ends.

describe('parking months', () => {
  it.each([
    ['2026-11-24T10:00:00Z', 0, '2026-11-01'],
    ['2026-12-31T23:59:59Z', 1, '2027-01-01'],
    ['2026-01-15T00:00:00Z', -1, '2025-12-01'],
  ])('the month of %s plus %i is %s', (at, months, month) => {
    expect(parkingMonthOf(new Date(at), months)).toBe(month)
  })

  it.each([
    ['2026-12-01T01:59:00Z', '2026-11-01', '2026-12-01'],
    ['2026-12-01T02:00:00Z', '2026-12-01', '2027-01-01'],
    ['2026-11-24T10:00:00Z', '2026-11-01', '2026-12-01'],
  ])('at %s the first open month is %s and the next close %s', (at, open, close) => {
    expect(firstOpenParkingMonth(new Date(at))).toBe(open)
    expect(nextParkingCloseDate(new Date(at))).toBe(close)
  })
})
