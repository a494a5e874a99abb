import type { PortfolioView } from '@namefolio/core/portfolio/portfolio-filter'
import type { PortfolioDomain } from '@namefolio/core/portfolio/portfolio.contract'

/**
 * The portfolio view a domain sits in, for the rules that take one (checkout links are made in
 * the selling view only, spec §4): sold, leased, parked (a parking lander), else selling.
 */
export function domainViewOf(
  row: Pick<PortfolioDomain, 'soldAt' | 'leasedAt' | 'landingPage'>,
): PortfolioView {
  if (row.soldAt !== null) return 'sold'
  if (row.leasedAt !== null) return 'leased'
  if (row.landingPage === 'PARKING') return 'parked'
  return 'selling'
}

/** The modals the page opens; the app layer supplies the portfolio's own (spec §2 row modals). */
export type DomainPageModal =
  'EDIT' | 'RESUBMIT_LISTINGS' | 'CHECKOUT_LINK' | 'CHECKOUT_LINK_DETAILS' | 'DELETE_LINK'
