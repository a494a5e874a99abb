import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { PortfolioSortKey } from '@namefolio/core/portfolio/portfolio.contract'
import type { Db } from '../../../db/client.ts'
import { domains, type DomainRow } from '../../../db/schema/domains.ts'
import { checkoutLinks } from '../../../db/schema/portfolio.ts'
import { orderBy } from '../portfolio-conditions.queries.ts'
import { keysetSegments, sortColumns } from '../portfolio-paging.queries.ts'

/** Where a batch ends: the sort column's and the tie-breaker's values, in PostgreSQL's text. */
export type ExportKey = { v: string | null; t: string }

export type ExportBatch = {
  rows: DomainRow[]
  linkIds: Map<string, string>
  /** The last row's key, to read the next batch after it; null when none was read. */
  last: ExportKey | null
}

/**
 * One batch of an export (decision 280): the rows after `after` in the list's order, with
 * their checkout links, in one statement per index range (keyset, the list's own cursors'
 * segments: decision 251), so every batch is as fast as the first and nothing holds the
 * portfolio.
 */
export async function readExportBatch(
  db: Db,
  where: SQL,
  sort: PortfolioSortKey,
  order: 'asc' | 'desc',
  after: ExportKey | null,
  limit: number,
): Promise<ExportBatch> {
  const columns = sortColumns(sort)
  const single = columns.length === 1
  const read = (segment: SQL | undefined, n: number) =>
    db
      .select({
        row: domains,
        linkId: checkoutLinks.linkId,
        k0: sql<string | null>`${columns[0]}::text`,
        k1: sql<string | null>`${columns[single ? 0 : 1]}::text`,
      })
      .from(domains)
      .leftJoin(checkoutLinks, eq(checkoutLinks.domainId, domains.id))
      .where(and(where, segment))
      .orderBy(...orderBy(sort, order))
      .limit(n)
  const found: Awaited<ReturnType<typeof read>> = []
  if (after === null) {
    found.push(...(await read(undefined, limit)))
  } else {
    for (const segment of keysetSegments(sort, order, after)) {
      found.push(...(await read(segment, limit - found.length)))
      if (found.length >= limit) break
    }
  }
  const last = found[found.length - 1]
  return {
    rows: found.map((f) => f.row),
    linkIds: new Map(
      found.flatMap((f) => (f.linkId === null ? [] : [[f.row.id, f.linkId] as const])),
    ),
    last: last ? { v: single ? null : last.k0, t: (single ? last.k0 : last.k1) ?? '' } : null,
  }
}
