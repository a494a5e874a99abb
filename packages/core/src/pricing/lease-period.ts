import { LEASE_MAX_MONTHS, LEASE_MIN_MONTHS } from '../constants/price-rules.ts'
import { canEnableLease } from './lease-price.ts'

/**
 * The smallest monthly installment, before markup, that a lease may have. The spec says the
 * period "may be capped by a value derived from the buy-now price" (§5) without the
 * derivation; decision 102 caps the term so that price / months stays at least this much.
 */
export const MIN_LEASE_INSTALLMENT_USD = 25

/** Message key for a period outside 2..max (the spec shows a confirm dialog, not its key). */
export const LEASE_PERIOD_RANGE_ERROR = 'editDomain.lease.maxLeasePeriod.range'

/**
 * The longest lease a buy-now price allows: floor(price / 25), between 2 and 60 months.
 * Without a lease-eligible price there is no lease at all, so the minimum is returned.
 */
export function maxLeasePeriodFor(buyNowUsd: number | null): number {
  if (buyNowUsd === null || !canEnableLease(buyNowUsd)) return LEASE_MIN_MONTHS
  const byInstallment = Math.floor(buyNowUsd / MIN_LEASE_INSTALLMENT_USD)
  return Math.min(LEASE_MAX_MONTHS, Math.max(LEASE_MIN_MONTHS, byInstallment))
}

/** Whether a maximum lease period is allowed for this price (spec §5 "Lease period"). */
export function isLeasePeriodAllowed(months: number, buyNowUsd: number | null): boolean {
  return (
    Number.isInteger(months) && months >= LEASE_MIN_MONTHS && months <= maxLeasePeriodFor(buyNowUsd)
  )
}

/** The field error of a period outside 2..max, with both bounds for the message. */
export function validateLeasePeriod(
  months: number,
  buyNowUsd: number | null,
  field = 'maxLeasePeriod',
): { field: string; code: string; values: { min: number; max: number } } | null {
  if (isLeasePeriodAllowed(months, buyNowUsd)) return null
  return {
    field,
    code: LEASE_PERIOD_RANGE_ERROR,
    values: { min: LEASE_MIN_MONTHS, max: maxLeasePeriodFor(buyNowUsd) },
  }
}

/** Brings a period into 2..max, which is what a confirmed "LTO lease period" dialog saves. */
export function clampLeasePeriod(months: number, buyNowUsd: number | null): number {
  const whole = Number.isFinite(months) ? Math.trunc(months) : LEASE_MIN_MONTHS
  return Math.min(maxLeasePeriodFor(buyNowUsd), Math.max(LEASE_MIN_MONTHS, whole))
}
