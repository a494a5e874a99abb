import { and, eq, sql, type SQL } from 'drizzle-orm'
import type {
  PortfolioFilter,
  PortfolioSortKey,
} from '@namefolio/core/portfolio/portfolio.contract'
import type { Db } from '../../../db/client.ts'
import { isoTimestamp } from '../../../db/iso-timestamp.ts'
import { domains, domainSortKeys } from '../../../db/schema/domains.ts'
import { checkoutLinks } from '../../../db/schema/portfolio.ts'
import { orderBy } from '../portfolio-conditions.queries.ts'
import { keysetSegments, sortColumns, sortKeyJoin } from '../portfolio-paging.queries.ts'

/** Where a batch ends: the sort column's and the tie-breaker's values, in PostgreSQL's text. */
export type ExportKey = { v: string | null; t: string }

/**
 * The columns an export line shows (and no others: reading and parsing every column of a
 * million rows was most of an export's time). The date comes as ISO text, as the list shows it.
 */
const EXPORT_FIELDS = {
  id: domains.id,
  sellerId: domains.sellerId,
  name: domains.name,
  displayName: domains.displayName,
  status: domains.status,
  tld: domains.tld,
  buynowPriceMicros: domains.buynowPriceMicros,
  floorPriceMicros: domains.floorPriceMicros,
  minbidPriceMicros: domains.minbidPriceMicros,
  landingPage: domains.landingPage,
  landerTemplate: domains.landerTemplate,
  leasingEnabled: domains.leasingEnabled,
  maxLeasePeriod: domains.maxLeasePeriod,
  featured: domains.featured,
  hidden: domains.hidden,
  fastTransferStatus: domains.fastTransferStatus,
  registrar: domains.registrar,
  offerCount: domains.uniqueOffersCount,
  intakeViews: domains.statsViewsCount,
  intakeLeads: domains.statsLeadsCount,
  dateAdded: isoTimestamp(domains.createdAt),
  linkId: checkoutLinks.linkId,
}

function readRows(db: Db, where: SQL, sort: ExportSort, n: number) {
  const columns = sortColumns(sort.sort)
  const query = db
    .select({
      ...EXPORT_FIELDS,
      k0: sql<string | null>`${columns[0]}::text`,
      k1: sql<string | null>`${columns[columns.length - 1]}::text`,
    })
    .from(domains)
    .leftJoin(checkoutLinks, eq(checkoutLinks.domainId, domains.id))
    .$dynamic()
  // Keys a bulk edit writes are ordered by their entries in domain_sort_keys (decision 1160).
  const join = sortKeyJoin(sort.sort, sort.filter)
  return (join ? query.innerJoin(domainSortKeys, join) : query)
    .where(where)
    .orderBy(...orderBy(sort.sort, sort.order))
    .limit(n)
}

/** The export's order, and its filter (a price range may narrow the sort key's walk). */
export type ExportSort = { sort: PortfolioSortKey; order: 'asc' | 'desc'; filter: PortfolioFilter }

export type ExportDbRow = Awaited<ReturnType<typeof readRows>>[number]

export type ExportBatch = {
  rows: ExportDbRow[]
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
  sort: ExportSort,
  after: ExportKey | null,
  limit: number,
): Promise<ExportBatch> {
  const single = sortColumns(sort.sort).length === 1
  const read = (segment: SQL | undefined, n: number) => readRows(db, and(where, segment)!, sort, n)
  const found: ExportDbRow[] = []
  if (after === null) {
    found.push(...(await read(undefined, limit)))
  } else {
    for (const segment of keysetSegments(sort.sort, sort.order, after)) {
      found.push(...(await read(segment, limit - found.length)))
      if (found.length >= limit) break
    }
  }
  const last = found[found.length - 1]
  return {
    rows: found,
    last: last ? { v: single ? null : last.k0, t: (single ? last.k0 : last.k1) ?? '' } : null,
  }
}
