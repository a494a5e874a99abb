import type { ParkingDay, ParkingFiguresDto } from '@namefolio/core/parking/parking.contract'
import {
  addParkingTotals,
  parkingFiguresOf,
  ZERO_PARKING_TOTALS,
} from '@namefolio/core/parking/parking-figures'
import {
  daysOfRange,
  resolveParkingRange,
  utcDayOf,
  type ParkingRange,
} from '@namefolio/core/parking/parking-range'
import { AppError } from '../../http/app-error.ts'

/**
 * The range a request asks for (spec §9), today being the server clock's UTC day. A reversed
 * or overlong range is refused with its message key, never clamped.
 */
export function parkingRangeOf(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date = new Date(),
): ParkingRange {
  const resolved = resolveParkingRange(query, utcDayOf(now))
  if ('problem' in resolved) {
    throw new AppError('VALIDATION', resolved.problem, {
      fields: [{ field: 'from', code: resolved.problem }],
    })
  }
  return resolved.range
}

/**
 * Every day of the range, in order, with the rolled-up days filled in and zeros elsewhere, and
 * the range's figures summed from them (the account's and one domain's answers alike).
 */
export function daysAndTotalsOf(
  range: ParkingRange,
  rolledUp: ParkingDay[],
): { days: ParkingDay[]; totals: ParkingFiguresDto } {
  const byDay = new Map(rolledUp.map((row) => [row.day, row]))
  const days = daysOfRange(range).map((day) => byDay.get(day) ?? { day, ...ZERO_PARKING_TOTALS })
  const totals = days.reduce(
    (sum, { day: _day, ...totalsOfDay }) => addParkingTotals(sum, totalsOfDay),
    ZERO_PARKING_TOTALS,
  )
  return { days, totals: parkingFiguresOf(totals) }
}
