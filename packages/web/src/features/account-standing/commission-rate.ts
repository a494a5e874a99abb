import type { IntlShape } from 'react-intl'

/** A rate in basis points as a percentage: 1750 → "17.5%". */
export function formatBps(intl: IntlShape, bps: number): string {
  return intl.formatNumber(bps / 10_000, { style: 'percent', maximumFractionDigits: 2 })
}
