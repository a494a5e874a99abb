import { describe, expect, it } from 'vitest'
import { SELLER_APPROVAL_STATUSES } from './account.constants.ts'
import { approvalGuidanceFor } from './approval-guidance.ts'

// Spec §4 "Seller account approval"; what the seller must do per state (decision 1023).
describe('seller approval guidance (spec §4)', () => {
  it.each([
    ['Approved', 'ok', 'NONE'],
    ['PendingApproval', 'waiting', 'WAIT'],
    ['VerificationRequired', 'action', 'SUBMIT_TAX_DETAILS'],
    ['VerificationPending', 'waiting', 'WAIT'],
    ['NoStatus', 'action', 'COMPLETE_PROFILE'],
    ['Suspended', 'blocked', 'CONTACT_SUPPORT'],
    ['Disapproved', 'blocked', 'CONTACT_SUPPORT'],
  ] as const)('%s: tone %s, action %s', (status, tone, action) => {
    expect(approvalGuidanceFor(status)).toEqual({ tone, action })
  })

  it('covers every state of §4', () => {
    for (const status of SELLER_APPROVAL_STATUSES) expect(approvalGuidanceFor(status)).toBeDefined()
  })
})
