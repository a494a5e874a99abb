import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { EMPTY_VALUE_PLACEHOLDER, SERVER_TIME_ZONE } from '../constants/locale.ts'

/** The date-fns patterns of spec §9, by where they are used. */
export const DATE_FORMATS = {
  /** Tables: "MMM dd yyyy". */
  table: 'MMM dd yyyy',
  /** Times of day: "hh:mmaaa" (e.g. 09:05am). */
  time: 'hh:mmaaa',
  /** Long month: "LLL d, yyyy". */
  monthDay: 'LLL d, yyyy',
  /** The default date format: "MMM dd, yyyy". */
  default: 'MMM dd, yyyy',
  /** The negotiation sidebar: "PP". */
  sidebar: 'PP',
  /** Parking date ranges: "yyyy-MM-dd". */
  isoDay: 'yyyy-MM-dd',
} as const
export type DateFormatName = keyof typeof DATE_FORMATS

/** A server time (ISO string, epoch ms or Date) seen on the wall clock of America/New_York. */
export function toServerTime(value: string | number | Date): TZDate {
  const ms = value instanceof Date ? value.getTime() : new Date(value).getTime()
  if (Number.isNaN(ms)) throw new RangeError(`Invalid date: ${String(value)}`)
  return new TZDate(ms, SERVER_TIME_ZONE)
}

/**
 * Formats a server time in America/New_York (spec §9) with one of the spec's formats;
 * empty values show the two-dash placeholder.
 */
export function formatServerDate(
  value: string | number | Date | null | undefined,
  formatName: DateFormatName = 'default',
): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE_PLACEHOLDER
  return format(toServerTime(value), DATE_FORMATS[formatName])
}
