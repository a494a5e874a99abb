import { describe, expect, it } from 'vitest'
import {
  leasedStatusAction,
  parkedStatusAction,
  portfolioStatusCell,
  soldStatusAction,
} from './status-action.ts'

describe('spec §2 status cell in the portfolio', () => {
  it.each([
    ['ACTIVE', 'none'],
    ['INACTIVE', 'listDomain'],
    ['COMPLIANCE_REVIEW', 'resubmitListings'],
    ['ON_HOLD', 'contactSupport'],
    ['PENDING_SYNC', 'contactSupport'],
    ['UNDEFINED', 'contactSupport'],
  ] as const)('%s → %s', (status, action) => {
    expect(portfolioStatusCell({ status }).action).toBe(action)
  })

  it('shows the review reasons of COMPLIANCE_REVIEW in the tooltip', () => {
    expect(portfolioStatusCell({ status: 'COMPLIANCE_REVIEW', reviews: ['TRADEMARK'] })).toEqual({
      action: 'resubmitListings',
      reviewReasons: ['TRADEMARK'],
    })
  })

  it('points a fraud-flagged OWNERSHIP_REVIEW to the ownership settings (spec §4)', () => {
    expect(
      portfolioStatusCell({
        status: 'COMPLIANCE_REVIEW',
        reviews: ['OWNERSHIP_REVIEW'],
        fraudFlag: true,
      }).ownershipSettingsLink,
    ).toBe('/account/ownership')
    expect(
      portfolioStatusCell({ status: 'COMPLIANCE_REVIEW', reviews: ['TRADEMARK'], fraudFlag: true })
        .ownershipSettingsLink,
    ).toBeUndefined()
  })
})

describe('spec §4 parked listing status actions', () => {
  it.each([
    ['INACTIVE', true, 'listDomain'],
    ['COMPLIANCE_REVIEW', true, 'resubmitListings'],
    ['COMPLIANCE_REVIEW', false, 'contactSupport'],
    ['ACTIVE', true, 'none'],
  ] as const)('%s (resubmit permitted %s) → %s', (status, can, action) => {
    expect(parkedStatusAction(status, can)).toBe(action)
  })
})

describe('spec §4 sold-domain status actions', () => {
  it.each([
    ['AWAITING_AUTH_CODE', 'authorization'],
    ['AWAITING_TRANSFER_OWNERSHIP', 'transfer'],
    ['PENDING_TRANSFER', 'seeStatus'],
    ['CONFIRMED_TRANSFER', 'seeStatus'],
    ['CANCELLED', 'seeStatus'],
    ['COMPLETED', 'seeStatus'],
  ] as const)('%s → %s', (status, action) => {
    expect(soldStatusAction(status)).toBe(action)
  })

  it.each([
    ['AWAITING_AUTH_CODE', 'authorization'],
    ['PENDING_TRANSFER', 'seeStatus'],
    ['LTO_PAYOUTS_COMPLETE', 'seeStatus'],
  ] as const)('leased %s → %s', (status, action) => {
    expect(leasedStatusAction(status)).toBe(action)
  })
})
