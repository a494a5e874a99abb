/**
 * Portfolio export (issue 15 "Export"; decision 280): `GET /api/v2/domains/export` answers the
 * current view, filter and sort of the portfolio as CSV, streamed. It takes the very filter and
 * sort parameters of `GET /api/v2/domains` (ListDomainsQuerySchema) without paging: every
 * matching row is exported, in the list's order.
 */
import { ListDomainsQuerySchema } from './portfolio.contract.ts'

export const PortfolioExportQuerySchema = ListDomainsQuerySchema.omit({
  offset: true,
  limit: true,
  cursor: true,
  includeSearchStats: true,
  includeNameserverData: true,
})
export type PortfolioExportQuery = ReturnType<typeof PortfolioExportQuerySchema.parse>
