import { formatUsd } from '@namefolio/core/money/money'
import { format, parseISO } from 'date-fns'

/**
 * Parking money shows cents: a click earns cents, and whole dollars would show $0 for most
 * days (the web's one money formatter, core's formatUsd, with 2 decimals).
 */
export function formatParkingMoney(micros: number): string {
  return formatUsd(micros, 2)
}

/** A UTC day (yyyy-MM-dd) as a reader sees it; parsed as a calendar day, no time zone shift. */
export function formatParkingDay(day: string, style: 'short' | 'long' = 'long'): string {
  return format(parseISO(day), style === 'short' ? 'MMM d' : 'MMM d, yyyy')
}
