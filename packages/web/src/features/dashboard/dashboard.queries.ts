import { queryOptions } from '@tanstack/react-query'
import { leadsEndpoints } from '@namefolio/core/negotiations/leads.endpoints'
import { salesEndpoints } from '@namefolio/core/sales/sales.endpoints'
import { portfolioEndpoints } from '@namefolio/core/portfolio/portfolio.endpoints'
import { callEndpoint } from '../../lib/api-client'

/** What else needs the seller: offers waiting (lead folder counts) and domains in review. */
export type AttentionCounts = { offersWaiting: number; domainsInReview: number }

export const dashboardQueries = {
  sales: () =>
    queryOptions({
      queryKey: ['dashboard', 'sales'] as const,
      queryFn: ({ signal }) => callEndpoint(salesEndpoints.dashboard, {}, { signal }),
      staleTime: 15_000,
    }),
  attention: () =>
    queryOptions({
      queryKey: ['dashboard', 'attention'] as const,
      queryFn: async ({ signal }): Promise<AttentionCounts> => {
        const [leads, listings] = await Promise.all([
          callEndpoint(leadsEndpoints.counts, { query: { view: 'seller' } }, { signal }),
          callEndpoint(portfolioEndpoints.listingStats, { query: {} }, { signal }),
        ])
        return {
          offersWaiting: leads.counts['NEEDS_ATTENTION'] ?? 0,
          domainsInReview: listings.filters['review'] ?? 0,
        }
      },
      staleTime: 15_000,
    }),
}
