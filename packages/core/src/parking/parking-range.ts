import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns'
import {
  PARKING_CUSTOM_RANGE_DAYS,
  PARKING_DEFAULT_RANGE_DAYS,
  PARKING_RANGE_DATE_FORMAT,
} from '../constants/parking-ranges.ts'

/** The longest range the parking report answers: two years of daily figures. */
export const PARKING_MAX_RANGE_DAYS = 731

/** A range of whole UTC days, both ends included, as yyyy-MM-dd (spec §9). */
export type ParkingRange = { from: string; to: string }

export type ParkingRangeProblem = 'parking.range.order' | 'parking.range.tooLong'

/** The day of an instant in UTC, yyyy-MM-dd: parking figures are kept per UTC day. */
export function utcDayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10)
}

/** A yyyy-MM-dd day moved by `days` (negative goes back). */
export function shiftDay(day: string, days: number): string {
  return format(addDays(parseISO(day), days), PARKING_RANGE_DATE_FORMAT)
}

/** Days from `from` to `to`, both included. */
export function rangeLengthInDays(range: ParkingRange): number {
  return differenceInCalendarDays(parseISO(range.to), parseISO(range.from)) + 1
}

/** Spec §9: with no range, the last 7 days, today included. */
export function defaultParkingRange(today: string): ParkingRange {
  return { from: shiftDay(today, 1 - PARKING_DEFAULT_RANGE_DAYS), to: today }
}

/** Spec §9: a custom range chosen by its end date starts 30 days before it. */
export function customParkingRangeEnding(to: string): ParkingRange {
  return { from: shiftDay(to, -PARKING_CUSTOM_RANGE_DAYS), to }
}

/**
 * The range a request asks for: both ends, only an end (the 30 days before it), only a start
 * (up to today) or neither (the last 7 days). A reversed or overlong range is a problem the
 * caller reports with its message key; nothing is clamped silently.
 */
export function resolveParkingRange(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): { range: ParkingRange } | { problem: ParkingRangeProblem } {
  let range: ParkingRange
  if (query.from === undefined && query.to === undefined) range = defaultParkingRange(today)
  else if (query.from === undefined) range = customParkingRangeEnding(query.to!)
  else range = { from: query.from, to: query.to ?? today }
  if (range.from > range.to) return { problem: 'parking.range.order' }
  if (rangeLengthInDays(range) > PARKING_MAX_RANGE_DAYS) return { problem: 'parking.range.tooLong' }
  return { range }
}

/** The lengths of the report's preset ranges ending today (spec §9): 30 and 90 days. */
const PRESET_RANGE_DAYS = [30, 90]

/**
 * Whether a request asks for one of the report's presets (nothing: the last 7 days; or the
 * last 30 or 90 days ending today) rather than a custom range, which the §6 customDateRange
 * switch gates (issue 19).
 */
export function isPresetParkingRange(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): boolean {
  if (query.from === undefined && query.to === undefined) return true
  if (query.from === undefined || query.to !== today) return false
  return PRESET_RANGE_DAYS.includes(rangeLengthInDays({ from: query.from, to: query.to }))
}

/** Every day of a range, in order (the x axis of the parking charts). */
export function daysOfRange(range: ParkingRange): string[] {
  const days: string[] = []
  for (let day = range.from; day <= range.to; day = shiftDay(day, 1)) days.push(day)
  return days
}

/**
 * The two days whose running totals give a range's figures (decision 530): its end, or the
 * last rolled-up day when the range runs past it, and the day before its start. A range with
 * nothing rolled up in it gets the same day twice, so its figures are zero.
 */
export function runningTotalDaysOf(
  range: ParkingRange,
  lastRolledUpDay: string | null,
): { atEnd: string; beforeStart: string } {
  const dayBefore = shiftDay(range.from, -1)
  const atEnd =
    lastRolledUpDay === null ? dayBefore : range.to < lastRolledUpDay ? range.to : lastRolledUpDay
  return { atEnd, beforeStart: dayBefore < atEnd ? dayBefore : atEnd }
}
