import { describe, expect, it } from 'vitest'
import { LISTING_STATUSES } from './domain-status.ts'
import { isInstantlySellable } from './fast-transfer.ts'

// Issue 24: fast-transfer eligibility (spec §4 fast-transfer statuses) decides which listings
// partners may sell instantly; only the status the column shows as "Yes" qualifies.
describe('isInstantlySellable (spec §4, decision 1131)', () => {
  it.each([
    ['ACTIVE', true],
    ['PENDING_REVIEW', false],
    ['AWAITING_OPT_IN', false],
    ['INELIGIBLE_REGISTRAR', false],
    ['INELIGIBLE_TLD', false],
    ['INACTIVE', false],
    ['INACTIVE_BUY_NOW_MISSING', false],
    ['INACTIVE_BUY_NOW_HIGH', false],
  ] as const)('%s → %s', (status, expected) => {
    expect(isInstantlySellable(status)).toBe(expected)
  })

  it('covers every listing status of §4', () => {
    expect(LISTING_STATUSES.filter(isInstantlySellable)).toEqual(['ACTIVE'])
  })

  it('treats an unknown or missing status as not instant', () => {
    expect(isInstantlySellable(null)).toBe(false)
    expect(isInstantlySellable('active')).toBe(false)
    expect(isInstantlySellable('SOMETHING_NEW')).toBe(false)
  })
})
