import { queryOptions } from '@tanstack/react-query'
import type { SalesDashboard } from '@namefolio/core/sales/sales.contract'
import { apiGet } from '../../lib/api-client'

/** What else needs the seller: offers waiting (lead folder counts) and domains in review. */
export type AttentionCounts = { offersWaiting: number; domainsInReview: number }

export const dashboardQueries = {
  sales: () =>
    queryOptions({
      queryKey: ['dashboard', 'sales'] as const,
      queryFn: ({ signal }) => apiGet<SalesDashboard>('/api/v1/stats/sales/dashboard', {}, signal),
      staleTime: 15_000,
    }),
  attention: () =>
    queryOptions({
      queryKey: ['dashboard', 'attention'] as const,
      queryFn: async ({ signal }): Promise<AttentionCounts> => {
        const [leads, listings] = await Promise.all([
          apiGet<{ counts: Record<string, number> }>(
            '/api/v1/leads/counts',
            { view: 'seller' },
            signal,
          ),
          apiGet<{ filters: Record<string, number> }>('/api/v2/stats/listings', {}, signal),
        ])
        return {
          offersWaiting: leads.counts['NEEDS_ATTENTION'] ?? 0,
          domainsInReview: listings.filters['review'] ?? 0,
        }
      },
      staleTime: 15_000,
    }),
}
