import { and, eq, sql, type SQL } from 'drizzle-orm'
import {
  PORTFOLIO_STATUS_FILTERS,
  type PortfolioStatusFilter,
} from '@namefolio/core/portfolio/portfolio-filter'
import {
  PORTFOLIO_LIST_VIEWS,
  type PortfolioFilter,
  type PortfolioListView,
} from '@namefolio/core/portfolio/portfolio.contract'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../db/rows-of.ts'
import { domains } from '../../db/schema/domains.ts'
import { portfolioCounts } from '../../db/schema/portfolio.ts'
import {
  countsAttributeConditions,
  countsStatusFilterCondition,
  countsStatusFiltersCondition,
  countsViewCondition,
} from './portfolio-paging.queries.ts'

/** What a row shows beyond its columns (spec §6): search stats and nameserver data. */
import {
  attributeConditions,
  statusFilterCondition,
  statusFiltersCondition,
  viewCondition,
} from './portfolio-conditions.queries.ts'

/** countListingStats over portfolio_counts: sums of the bucket counts. */
function countsListingStatsQuery(sellerId: string, f: PortfolioFilter, attributes: SQL[]): SQL {
  const inView = countsViewCondition(f.view)
  const views = PORTFOLIO_LIST_VIEWS.map(
    (v) =>
      sql`coalesce(sum(n) filter (where ${countsViewCondition(v)}), 0)::int as ${sql.identifier(`v_${v}`)}`,
  )
  const filters = PORTFOLIO_STATUS_FILTERS.map(
    (s) =>
      sql`coalesce(sum(n) filter (where ${inView} and ${countsStatusFilterCondition(s)}), 0)::int as ${sql.identifier(`f_${s}`)}`,
  )
  const total = sql`coalesce(sum(n) filter (where ${and(inView, ...countsStatusFiltersCondition(f.filter ?? []))}), 0)::int as total`
  return sql`select ${sql.join([...views, ...filters, total], sql`, `)} from ${portfolioCounts} where ${and(eq(portfolioCounts.sellerId, sellerId), ...attributes)}`
}

/**
 * Counts for the tabs (`GET /api/v2/stats/listings`): one pass over the seller's rows that
 * match the attribute filters, counting each view, each status filter inside the requested
 * view, and the full filter (decision 202).
 */
export async function countListingStats(db: Db, sellerId: string, f: PortfolioFilter) {
  const inView = viewCondition(f.view)
  const statusFilters = f.filter ?? []
  const views = PORTFOLIO_LIST_VIEWS.map(
    (v) => sql`count(*) filter (where ${viewCondition(v)})::int as ${sql.identifier(`v_${v}`)}`,
  )
  const filters = PORTFOLIO_STATUS_FILTERS.map(
    (s) =>
      sql`count(*) filter (where ${inView} and ${statusFilterCondition(s)})::int as ${sql.identifier(`f_${s}`)}`,
  )
  const total = sql`count(*) filter (where ${and(inView, ...statusFiltersCondition(statusFilters))})::int as total`
  // Without range or keyword filters the trigger-kept bucket counts answer it (decision 250).
  const bucketAttributes = countsAttributeConditions(f)
  const result = bucketAttributes
    ? await db.execute(countsListingStatsQuery(sellerId, f, bucketAttributes))
    : await db.execute(
        sql`select ${sql.join([...views, ...filters, total], sql`, `)} from domains where ${and(eq(domains.sellerId, sellerId), ...attributeConditions(f))}`,
      )
  const row = (rowsOf(result)[0] ?? {}) as Record<string, number | string>
  return {
    view: f.view,
    total: Number(row.total ?? 0),
    views: Object.fromEntries(
      PORTFOLIO_LIST_VIEWS.map((v) => [v, Number(row[`v_${v}`] ?? 0)]),
    ) as Record<PortfolioListView, number>,
    filters: Object.fromEntries(
      PORTFOLIO_STATUS_FILTERS.map((s) => [s, Number(row[`f_${s}`] ?? 0)]),
    ) as Record<PortfolioStatusFilter, number>,
  }
}
