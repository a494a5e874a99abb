import type { PortfolioView } from '@namefolio/core/portfolio/portfolio-filter'
import type { PortfolioRouteView } from './portfolio-search'

/**
 * The core view a route view belongs to, for the rules that take one (checkout links are
 * selling-only): not listed is part of selling, purchases of sold (decision 301).
 */
export function coreViewOf(view: PortfolioRouteView): PortfolioView {
  if (view === 'not-listed') return 'selling'
  if (view === 'purchases') return 'sold'
  return view
}
