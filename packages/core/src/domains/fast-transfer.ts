import { LISTING_STATUSES, type ListingStatus } from './domain-status.ts'

export const FAST_TRANSFER_LABELS = ['yes', 'no', 'notEligible', 'awaitingOptIn'] as const
export type FastTransferLabel = (typeof FAST_TRANSFER_LABELS)[number]

export type FastTransferDisplay = { label: FastTransferLabel; hasTooltip: boolean }

/**
 * The fast-transfer cell (spec §4): the ineligible and inactive statuses read "Not Eligible"
 * with a tooltip, PENDING_REVIEW reads "No", AWAITING_OPT_IN shows a tooltip.
 */
export function fastTransferDisplay(status: ListingStatus): FastTransferDisplay {
  switch (status) {
    case 'ACTIVE':
      return { label: 'yes', hasTooltip: false }
    case 'PENDING_REVIEW':
      return { label: 'no', hasTooltip: false }
    case 'AWAITING_OPT_IN':
      return { label: 'awaitingOptIn', hasTooltip: true }
    case 'INELIGIBLE_REGISTRAR':
    case 'INELIGIBLE_TLD':
    case 'INACTIVE':
    case 'INACTIVE_BUY_NOW_MISSING':
    case 'INACTIVE_BUY_NOW_HIGH':
      return { label: 'notEligible', hasTooltip: true }
  }
}

const LISTING_STATUS_SET: ReadonlySet<string> = new Set(LISTING_STATUSES)

/**
 * Whether a listing can be sold at once by a distribution partner (issue 24, decision 1131):
 * only a fast-transfer status that reads "Yes" in the spec's §4 column (ACTIVE). "No",
 * "Not Eligible", awaiting opt-in and unknown (null) all need the normal, slower transfer.
 */
export function isInstantlySellable(status: string | null): boolean {
  if (status === null || !LISTING_STATUS_SET.has(status)) return false
  return fastTransferDisplay(status as ListingStatus).label === 'yes'
}
