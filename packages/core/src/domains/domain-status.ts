/** Domain listing status in the portfolio (spec §4), with the undefined fallback. */
export const DOMAIN_LISTING_STATUSES = [
  'ACTIVE',
  'COMPLIANCE_REVIEW',
  'INACTIVE',
  'ON_HOLD',
  'PENDING_SYNC',
  'UNDEFINED',
] as const
export type DomainListingStatus = (typeof DOMAIN_LISTING_STATUSES)[number]

/** Listing status, as the fast-transfer column reads it (spec §4). */
export const LISTING_STATUSES = [
  'ACTIVE',
  'AWAITING_OPT_IN',
  'INACTIVE',
  'INACTIVE_BUY_NOW_HIGH',
  'INACTIVE_BUY_NOW_MISSING',
  'INELIGIBLE_REGISTRAR',
  'INELIGIBLE_TLD',
  'PENDING_REVIEW',
] as const
export type ListingStatus = (typeof LISTING_STATUSES)[number]

/** Portfolio status (spec §4). */
export const PORTFOLIO_STATUSES = [
  'PENDING',
  'FAILED_COMPLIANCE',
  'ACTIVE',
  'ACTIVE_FAST_TRANSFERABLE',
  'ACTIVE_SLOW_TRANSFERABLE',
  'HIDDEN',
  'ON_HOLD',
  'PREMIUM_ON_HOLD',
  'OWNERSHIP_REQUIRED',
  'SOLD',
  'NO_STATUS',
  'UNKNOWN',
  'INACTIVE',
] as const
export type PortfolioStatus = (typeof PORTFOLIO_STATUSES)[number]

/** Sync (custom list) status (spec §4); NEEDS_SYNC warns on lease-to-own. */
export const SYNC_STATUSES = [
  'NO_STATUS',
  'INACTIVE',
  'NEEDS_SYNC',
  'ACTIVE',
  'SYNC_ERROR',
] as const
export type SyncStatus = (typeof SYNC_STATUSES)[number]

/** Review reasons of a domain in compliance review (spec §4). */
export const REVIEW_REASONS = [
  'COMPLIANCE_ADULT',
  'BLACKLIST',
  'EXPLETIVES',
  'GAMBLING',
  'ILLEGAL',
  'TERRORIST',
  'TRADEMARK',
  'REVIEW',
  'WHOIS_NOT_FOUND',
  'WHOIS_UNKNOWN_REGISTRAR',
  'OWNERSHIP_REVIEW',
] as const
export type ReviewReason = (typeof REVIEW_REASONS)[number]

/** The known review reasons of a stored list, in its order (unknown values dropped). */
export function toReviewReasons(values: readonly string[]): ReviewReason[] {
  return values.filter((v): v is ReviewReason => (REVIEW_REASONS as readonly string[]).includes(v))
}

/** Which modal a portfolio row has open (spec §4). */
export const DOMAIN_ACTION_MODALS = [
  'none',
  'EDIT',
  'DELETE',
  'CHECKOUT_LINK',
  'RESUBMIT_LISTINGS',
] as const
export type DomainActionModal = (typeof DOMAIN_ACTION_MODALS)[number]

/** Fills unknown values with the UNDEFINED fallback (spec §4). */
export function toDomainListingStatus(value: string | null | undefined): DomainListingStatus {
  return (DOMAIN_LISTING_STATUSES as readonly (string | null | undefined)[]).includes(value)
    ? (value as DomainListingStatus)
    : 'UNDEFINED'
}
