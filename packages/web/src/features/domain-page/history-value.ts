import type { DomainHistoryChange } from '@namefolio/core/portfolio/portfolio.contract'
import { formatUsd } from '@namefolio/core/money/money'

/** A history value in words: prices in dollars (micros, spec §1), flags On/Off, none as "--". */
export function historyValueText(
  field: string,
  value: DomainHistoryChange['to'],
  words: { on: string; off: string },
): string {
  if (value === null || value === '') return '--'
  if (typeof value === 'number' && /price/i.test(field)) return formatUsd(value, 2)
  if (typeof value === 'boolean') return value ? words.on : words.off
  return String(value)
}

/** Sources that change many domains at once: the page marks them so a bulk change stands out. */
export const BULK_HISTORY_SOURCES: ReadonlySet<string> = new Set([
  'bulkEdit',
  'bulkOperation',
  'reprice',
  'csvUpdate',
  'undo',
])
