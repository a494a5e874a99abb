import type { SellerApprovalStatus } from './account.constants.ts'

/**
 * What each seller approval state of spec §4 means for the seller and what they must do
 * (decision 1023). `action` is the one thing to do next; `tone` colours the card. Suspended
 * and disapproved accounts cannot use the portal at all (spec §2, §8): the sign-in service
 * tells them; their guidance is here for completeness.
 */
export type ApprovalGuidance = {
  tone: 'ok' | 'waiting' | 'action' | 'blocked'
  action: 'NONE' | 'WAIT' | 'SUBMIT_TAX_DETAILS' | 'COMPLETE_PROFILE' | 'CONTACT_SUPPORT'
}

export const APPROVAL_GUIDANCE: Readonly<Record<SellerApprovalStatus, ApprovalGuidance>> = {
  Approved: { tone: 'ok', action: 'NONE' },
  PendingApproval: { tone: 'waiting', action: 'WAIT' },
  VerificationRequired: { tone: 'action', action: 'SUBMIT_TAX_DETAILS' },
  VerificationPending: { tone: 'waiting', action: 'WAIT' },
  NoStatus: { tone: 'action', action: 'COMPLETE_PROFILE' },
  Suspended: { tone: 'blocked', action: 'CONTACT_SUPPORT' },
  Disapproved: { tone: 'blocked', action: 'CONTACT_SUPPORT' },
}

export function approvalGuidanceFor(status: SellerApprovalStatus): ApprovalGuidance {
  return APPROVAL_GUIDANCE[status]
}
