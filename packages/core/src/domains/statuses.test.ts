import { describe, expect, it } from 'vitest'
import {
  SYNC_STATUSES,
  toDomainListingStatus,
  toReviewReasons,
  REVIEW_REASONS,
  PORTFOLIO_STATUSES,
  LISTING_STATUSES,
  DOMAIN_ACTION_MODALS,
  DOMAIN_LISTING_STATUSES,
} from './domain-status.ts'
import { fastTransferDisplay } from './fast-transfer.ts'

describe('spec §4 status enumerations', () => {
  it('lists each enumeration in the spec order', () => {
    expect(DOMAIN_LISTING_STATUSES).toEqual([
      'ACTIVE',
      'COMPLIANCE_REVIEW',
      'INACTIVE',
      'ON_HOLD',
      'PENDING_SYNC',
      'UNDEFINED',
    ])
    expect(LISTING_STATUSES).toHaveLength(8)
    expect(PORTFOLIO_STATUSES).toHaveLength(13)
    expect(SYNC_STATUSES).toEqual(['NO_STATUS', 'INACTIVE', 'NEEDS_SYNC', 'ACTIVE', 'SYNC_ERROR'])
    expect(REVIEW_REASONS).toHaveLength(11)
    expect(DOMAIN_ACTION_MODALS).toEqual([
      'none',
      'EDIT',
      'DELETE',
      'CHECKOUT_LINK',
      'RESUBMIT_LISTINGS',
    ])
  })

  it.each([
    ['ACTIVE', 'ACTIVE'],
    ['PENDING_SYNC', 'PENDING_SYNC'],
    ['SOMETHING_NEW', 'UNDEFINED'],
    [null, 'UNDEFINED'],
    [undefined, 'UNDEFINED'],
  ])('%s reads as %s (undefined fallback)', (raw, status) => {
    expect(toDomainListingStatus(raw)).toBe(status)
  })
})

describe('spec §4 fast-transfer display', () => {
  it.each([
    ['INELIGIBLE_REGISTRAR', 'notEligible', true],
    ['INELIGIBLE_TLD', 'notEligible', true],
    ['INACTIVE', 'notEligible', true],
    ['INACTIVE_BUY_NOW_MISSING', 'notEligible', true],
    ['INACTIVE_BUY_NOW_HIGH', 'notEligible', true],
    ['PENDING_REVIEW', 'no', false],
    ['AWAITING_OPT_IN', 'awaitingOptIn', true],
    ['ACTIVE', 'yes', false],
  ] as const)('%s shows %s (tooltip %s)', (status, label, hasTooltip) => {
    expect(fastTransferDisplay(status)).toEqual({ label, hasTooltip })
  })
})

describe('stored review reasons (spec §4, issue 19 review queue)', () => {
  it('keeps the known reasons in their order and drops unknown values', () => {
    expect(toReviewReasons(['TRADEMARK', 'NOT_A_REASON', 'GAMBLING'])).toEqual([
      'TRADEMARK',
      'GAMBLING',
    ])
    expect(toReviewReasons([])).toEqual([])
  })
})
