import { describe, expect, it } from 'vitest'
import {
  type FilterableDomain,
  matchesPortfolioFilter,
  DEFAULT_PORTFOLIO_VIEW,
} from './portfolio-filter.ts'

const row = (over: Partial<FilterableDomain> = {}): FilterableDomain => ({
  status: 'ACTIVE',
  buyNowMicros: 1_000_000,
  leasingEnabled: true,
  marketplaceNameserver: false,
  ...over,
})

describe('spec §4 portfolio status filters', () => {
  it.each([
    ['listed', row(), true],
    ['listed', row({ status: 'INACTIVE' }), false],
    ['review', row({ status: 'COMPLIANCE_REVIEW' }), true],
    ['review', row(), false],
    ['notListed', row({ status: 'INACTIVE' }), true],
    ['notListed', row(), false],
    ['onHold', row({ status: 'ON_HOLD' }), true],
    ['onHold', row(), false],
    ['pending', row({ status: 'PENDING_SYNC' }), true],
    ['pending', row(), false],
    ['buyNowMissing', row({ buyNowMicros: null }), true],
    ['buyNowMissing', row({ buyNowMicros: 0 }), true],
    ['buyNowMissing', row(), false],
    ['ltoDisabled', row({ leasingEnabled: false }), true],
    ['ltoDisabled', row(), false],
    ['marketplaceNameserver', row({ marketplaceNameserver: true }), true],
    ['marketplaceNameserver', row(), false],
  ] as const)('%s matches %j: %s', (filter, d, ok) => {
    expect(matchesPortfolioFilter(filter, d)).toBe(ok)
  })

  it('opens on the selling view', () => {
    expect(DEFAULT_PORTFOLIO_VIEW).toBe('selling')
  })
})
