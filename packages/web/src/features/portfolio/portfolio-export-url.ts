import { portfolioExportEndpoints } from '@namefolio/core/portfolio/portfolio-export.endpoints'
import { buildApiPath } from '../../lib/api-client'
import type { PortfolioRouteView, PortfolioSearch } from './portfolio-search'
import { portfolioApiQuery } from './portfolio.queries'

/**
 * The export's URL for the view, filter and sort on screen (decision 280): the list's own
 * query without paging, so the file holds exactly what the table pages through.
 */
export function portfolioExportUrl(view: PortfolioRouteView, search: PortfolioSearch): string {
  const {
    offset: _offset,
    limit: _limit,
    includeSearchStats: _stats,
    ...query
  } = portfolioApiQuery(view, search, false)
  return buildApiPath(portfolioExportEndpoints.exportDomains.path, query)
}
