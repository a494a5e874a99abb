/**
 * Listing stats contract (`GET /api/v2/stats/listings`, spec §4 "Domain edit ... refreshes
 * listing stats", §7): counts for the portfolio tabs.
 *
 * - ListingStatsQuerySchema: the same filters as the list (PortfolioFilterSchema).
 * - ListingStatsSchema: `views` = rows per view under the non-status filters (keywords,
 *   ranges, ...); `filters` = rows per status filter key of §4 inside the requested view;
 *   `total` = rows the full filter matches in the requested view (the list's total).
 */
import { z } from 'zod'
import { PORTFOLIO_STATUS_FILTERS } from './portfolio-filter.ts'
import { PORTFOLIO_LIST_VIEWS, PortfolioFilterSchema } from './portfolio.contract.ts'

export const ListingStatsQuerySchema = PortfolioFilterSchema
export type ListingStatsQuery = z.output<typeof ListingStatsQuerySchema>

const counts = <K extends readonly [string, ...string[]]>(keys: K) =>
  z.record(z.enum(keys), z.number().int().min(0))

export const ListingStatsSchema = z.object({
  view: z.enum(PORTFOLIO_LIST_VIEWS),
  total: z.number().int().min(0),
  views: counts(PORTFOLIO_LIST_VIEWS),
  filters: counts(PORTFOLIO_STATUS_FILTERS),
})
export type ListingStats = z.infer<typeof ListingStatsSchema>
