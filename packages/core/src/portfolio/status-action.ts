import type { DomainListingStatus, ReviewReason } from '../domains/domain-status.ts'
import type { LeasedStatus, SoldTransactionStatus } from '../sales/transaction-status.ts'

/** The status-driven actions of a row (spec §2): a plain text cell or one clickable title. */
export const STATUS_ACTIONS = [
  'none',
  'authorization',
  'transfer',
  'contactSupport',
  'listDomain',
  'resubmitListings',
  'seeStatus',
] as const
export type StatusAction = (typeof STATUS_ACTIONS)[number]

export type StatusCell = {
  action: StatusAction
  /** COMPLIANCE_REVIEW shows its review reasons in a tooltip (spec §2). */
  reviewReasons?: readonly ReviewReason[]
  /** OWNERSHIP_REVIEW with a fraud flag: an error tooltip pointing to ownership settings (§4). */
  ownershipSettingsLink?: string
}

export const OWNERSHIP_SETTINGS_PATH = '/account/ownership'

/**
 * Portfolio (selling) view: ACTIVE is plain text; COMPLIANCE_REVIEW offers resubmit with its
 * reasons; INACTIVE lists the domain (opens edit); the rest contact support (spec §2).
 */
export function portfolioStatusCell(d: {
  status: DomainListingStatus
  reviews?: readonly ReviewReason[]
  fraudFlag?: boolean
}): StatusCell {
  switch (d.status) {
    case 'ACTIVE':
      return { action: 'none' }
    case 'INACTIVE':
      return { action: 'listDomain' }
    case 'COMPLIANCE_REVIEW': {
      const reviewReasons = d.reviews ?? []
      const fraud = d.fraudFlag === true && reviewReasons.includes('OWNERSHIP_REVIEW')
      return fraud
        ? {
            action: 'resubmitListings',
            reviewReasons,
            ownershipSettingsLink: OWNERSHIP_SETTINGS_PATH,
          }
        : { action: 'resubmitListings', reviewReasons }
    }
    case 'ON_HOLD':
    case 'PENDING_SYNC':
    case 'UNDEFINED':
      return { action: 'contactSupport' }
  }
}

/** Parked view (spec §4): INACTIVE lists; review resubmits if permitted, else support. */
export function parkedStatusAction(
  status: DomainListingStatus,
  canResubmit: boolean,
): StatusAction {
  if (status === 'INACTIVE') return 'listDomain'
  if (status === 'COMPLIANCE_REVIEW') return canResubmit ? 'resubmitListings' : 'contactSupport'
  return 'none'
}

/** Sold view (spec §4): auth code → auth action, transfer of ownership → transfer, else see status. */
export function soldStatusAction(status: SoldTransactionStatus): StatusAction {
  if (status === 'AWAITING_AUTH_CODE') return 'authorization'
  if (status === 'AWAITING_TRANSFER_OWNERSHIP') return 'transfer'
  return 'seeStatus'
}

/** Leased view: the sold rule over the leased statuses (decision 110). */
export function leasedStatusAction(status: LeasedStatus): StatusAction {
  return status === 'AWAITING_AUTH_CODE' ? 'authorization' : 'seeStatus'
}
