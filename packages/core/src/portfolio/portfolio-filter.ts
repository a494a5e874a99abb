import type { DomainListingStatus } from '../domains/domain-status.ts'

/** Portfolio status filters (spec §4), carried in the `filter` query parameter. */
export const PORTFOLIO_STATUS_FILTERS = [
  'listed',
  'review',
  'notListed',
  'onHold',
  'pending',
  'buyNowMissing',
  'ltoDisabled',
  'marketplaceNameserver',
] as const
export type PortfolioStatusFilter = (typeof PORTFOLIO_STATUS_FILTERS)[number]

export type FilterableDomain = {
  status: DomainListingStatus
  buyNowMicros: number | null
  leasingEnabled: boolean
  marketplaceNameserver: boolean
}

/** Whether a row passes a status filter; the same predicate the SQL filter must express. */
export function matchesPortfolioFilter(
  filter: PortfolioStatusFilter,
  d: FilterableDomain,
): boolean {
  switch (filter) {
    case 'listed':
      return d.status === 'ACTIVE'
    case 'review':
      return d.status === 'COMPLIANCE_REVIEW'
    case 'notListed':
      return d.status === 'INACTIVE'
    case 'onHold':
      return d.status === 'ON_HOLD'
    case 'pending':
      return d.status === 'PENDING_SYNC'
    case 'buyNowMissing':
      return d.buyNowMicros === null || d.buyNowMicros === 0
    case 'ltoDisabled':
      return !d.leasingEnabled
    case 'marketplaceNameserver':
      return d.marketplaceNameserver
  }
}

/** Portfolio views (spec §2); selling is the default. */
export const PORTFOLIO_VIEWS = ['selling', 'parked', 'sold', 'leased'] as const
export type PortfolioView = (typeof PORTFOLIO_VIEWS)[number]
export const DEFAULT_PORTFOLIO_VIEW: PortfolioView = 'selling'
