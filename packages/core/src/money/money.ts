import { EMPTY_VALUE_PLACEHOLDER } from '../constants/locale.ts'

/** Money is integer micros everywhere (spec §1): millionths of a US dollar. */
export const MICROS_PER_USD = 1_000_000

/** The placeholder shown for an empty value (spec §9; the constant lives with the others). */
export const EMPTY_PLACEHOLDER = EMPTY_VALUE_PLACEHOLDER

/** Converts whole or fractional dollars to micros; the only place that multiplies. */
export function usdToMicros(usd: number): number {
  return Math.round(usd * MICROS_PER_USD)
}

/** Converts micros to dollars; the only place that divides. */
export function microsToUsd(micros: number): number {
  return micros / MICROS_PER_USD
}

const usdFormatters = {
  0: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }),
  2: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
} as const

/** USD with 0 decimals in tables, 2 in detailed views (spec §1, §9); empty values show `--`. */
export function formatUsd(micros: number | null | undefined, decimals: 0 | 2 = 0): string {
  if (micros === null || micros === undefined) return EMPTY_PLACEHOLDER
  return usdFormatters[decimals].format(microsToUsd(micros))
}
