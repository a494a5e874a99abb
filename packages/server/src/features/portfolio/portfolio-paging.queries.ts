import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { FILTER_MAX } from '@namefolio/core/constants/list-limits'
import type { PortfolioStatusFilter } from '@namefolio/core/portfolio/portfolio-filter'
import type {
  PortfolioFilter,
  PortfolioListView,
  PortfolioSortKey,
} from '@namefolio/core/portfolio/portfolio.contract'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../db/rows-of.ts'
import { domains, domainSortKeys, SORT_KEY } from '../../db/schema/domains.ts'
import { portfolioCounts as pc } from '../../db/schema/portfolio.ts'
import { AppError } from '../../http/app-error.ts'

/**
 * Totals and keyset paging for the portfolio list (decisions 250, 251).
 *
 * Totals: a view, its status filters and the leasing / nameserver / buy-now-set filters are
 * answered exactly from `portfolio_counts` (trigger-maintained bucket counts, a handful of rows
 * per seller). Any other filter (price and length ranges, keywords) is counted up to the spec's
 * filter maximum (§9, 10,000) and flagged `totalIsCapped` above it.
 */

const STATUS_OF_FILTER: Partial<Record<PortfolioStatusFilter, string>> = {
  listed: 'ACTIVE',
  review: 'COMPLIANCE_REVIEW',
  notListed: 'INACTIVE',
  onHold: 'ON_HOLD',
  pending: 'PENDING_SYNC',
}

/** viewCondition over the bucket columns of portfolio_counts. */
export function countsViewCondition(view: PortfolioListView): SQL {
  const held = sql`not ${pc.sold} and not ${pc.leased}`
  switch (view) {
    case 'selling':
      return sql`${held} and ${pc.landingPage} = 'SALES'`
    case 'parked':
      return sql`${held} and ${pc.landingPage} = 'PARKING'`
    case 'not-listed':
      return sql`${held} and ${pc.status} = 'INACTIVE'`
    case 'sold':
      return sql`${pc.sold}`
    case 'leased':
      return sql`${pc.leased} and not ${pc.sold}`
    case 'purchases':
      return sql`${pc.purchased}`
  }
}

/** statusFilterCondition over the bucket columns. */
export function countsStatusFilterCondition(filter: PortfolioStatusFilter): SQL {
  switch (filter) {
    case 'buyNowMissing':
      return sql`${pc.buyNowMissing}`
    case 'ltoDisabled':
      return sql`not ${pc.leasingEnabled}`
    case 'marketplaceNameserver':
      return sql`${pc.marketplaceNameserver}`
    default:
      return eq(pc.status, STATUS_OF_FILTER[filter]!)
  }
}

export function countsStatusFiltersCondition(filters: readonly PortfolioStatusFilter[]): SQL[] {
  const statuses = filters.filter((f) => f in STATUS_OF_FILTER)
  const c = filters.filter((f) => !(f in STATUS_OF_FILTER)).map(countsStatusFilterCondition)
  if (statuses.length > 0) c.push(or(...statuses.map(countsStatusFilterCondition))!)
  return c
}

/** The attribute filters the buckets can answer, or null when one of them cannot. */
export function countsAttributeConditions(f: PortfolioFilter): SQL[] | null {
  const ranges = [
    f.buyNowMinMicros,
    f.buyNowMaxMicros,
    f.minBidMinMicros,
    f.minBidMaxMicros,
    f.floorMinMicros,
    f.floorMaxMicros,
    f.sldLengthMin,
    f.sldLengthMax,
  ]
  if (ranges.some((r) => r !== undefined)) return null
  if ((f.keywords ?? '').trim() !== '') return null
  const c: SQL[] = []
  if (f.leasing !== undefined) c.push(eq(pc.leasingEnabled, f.leasing))
  if (f.marketplaceNameserver !== undefined) {
    c.push(eq(pc.marketplaceNameserver, f.marketplaceNameserver))
  }
  if (f.noPriceBuyNowSet !== undefined) c.push(eq(pc.buyNowMissing, f.noPriceBuyNowSet))
  return c
}

export type PageTotal = { total: number; capped: boolean; exact: boolean }

/**
 * The total of a list (see the file's note) as one scalar SQL expression, so the page's
 * statement can carry it; `isCapped` is whether its count stops at the filter maximum.
 */
export function pageTotalSql(
  sellerId: string,
  f: PortfolioFilter,
  where: SQL,
): { n: SQL<number>; isCapped: boolean } {
  // Purchases include domains other sellers sold to this person: their buckets are not ours.
  const attributes = f.view === 'purchases' ? null : countsAttributeConditions(f)
  if (attributes) {
    const buckets = and(
      eq(pc.sellerId, sellerId),
      countsViewCondition(f.view),
      ...countsStatusFiltersCondition(f.filter ?? []),
      ...attributes,
    )
    return {
      n: sql<number>`(select coalesce(sum(${pc.n}), 0)::int from ${pc} where ${buckets})`,
      isCapped: false,
    }
  }
  return {
    n: sql<number>`(select count(*)::int from (select 1 from ${domains} where ${where} limit ${FILTER_MAX + 1}) s)`,
    isCapped: true,
  }
}

/** What a counted total means: up to the filter maximum exact, above it capped there. */
export function toPageTotal(n: number, isCapped: boolean): PageTotal {
  return isCapped && n > FILTER_MAX
    ? { total: FILTER_MAX, capped: true, exact: false }
    : { total: n, capped: false, exact: true }
}

/** The total of a list on its own (a deep offset needs it before its page). */
export async function pageTotal(
  db: Db,
  sellerId: string,
  f: PortfolioFilter,
  where: SQL,
): Promise<PageTotal> {
  const { n, isCapped } = pageTotalSql(sellerId, f, where)
  const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`select ${n} as n`))
  return toPageTotal(Number(row?.n ?? 0), isCapped)
}

// ---- keyset cursors ----

/**
 * The sort keys a bulk edit writes (decision 1160): their orders live in `domain_sort_keys`
 * (one entry per domain and key, its primary key `(seller_id, key, value, domain_id)` the only
 * index), not in an index of `domains`; each value's bigint order is the column's order.
 */
const SORT_KEY_CODES: Partial<Record<PortfolioSortKey, number>> = {
  'price.buyNow': SORT_KEY.buyNow,
  'price.minBid': SORT_KEY.minBid,
  'price.reservedFloor': SORT_KEY.floor,
  featured: SORT_KEY.featured,
  hidden: SORT_KEY.hidden,
  landerTemplate: SORT_KEY.landerTemplate,
}

/** The price range filters a sort key's own entries can start from. */
const RANGE_OF_SORT: Partial<
  Record<PortfolioSortKey, (f: PortfolioFilter) => [number | undefined, number | undefined]>
> = {
  'price.buyNow': (f) => [f.buyNowMinMicros, f.buyNowMaxMicros],
  'price.minBid': (f) => [f.minBidMinMicros, f.minBidMaxMicros],
  'price.reservedFloor': (f) => [f.floorMinMicros, f.floorMaxMicros],
}

/**
 * How `domains` joins the sort key's entries when its order lives in `domain_sort_keys`, else
 * null (the sort index of `domains` serves it). A range filter on the sort's own price narrows
 * the walk too; the filter on `domains` still decides which rows match.
 */
export function sortKeyJoin(sort: PortfolioSortKey, f: PortfolioFilter): SQL | null {
  const code = SORT_KEY_CODES[sort]
  if (code === undefined) return null
  const k = domainSortKeys
  const [min, max] = RANGE_OF_SORT[sort]?.(f) ?? []
  return and(
    eq(k.sellerId, domains.sellerId),
    sql`${k.key} = ${code}`,
    eq(k.domainId, domains.id),
    // Equal by construction; stated so a status filter on domains narrows the index walk too.
    eq(k.status, domains.status),
    eq(k.landingPage, domains.landingPage),
    sortKeysViewCondition(f.view),
    min === undefined ? undefined : sql`${k.value} >= ${min}`,
    max === undefined ? undefined : sql`${k.value} <= ${max}`,
  )!
}

/**
 * viewCondition over the view keys of domain_sort_keys, so a page skips other views' entries in
 * the index. Purchases include other sellers' domains (decision 282): checked on domains only.
 */
function sortKeysViewCondition(view: PortfolioListView): SQL | undefined {
  const k = domainSortKeys
  const held = sql`not ${k.sold} and not ${k.leased}`
  switch (view) {
    case 'selling':
      return sql`${held} and ${k.landingPage} = 'SALES'`
    case 'parked':
      return sql`${held} and ${k.landingPage} = 'PARKING'`
    case 'not-listed':
      return sql`${held} and ${k.status} = 'INACTIVE'`
    case 'sold':
      return sql`${k.sold}`
    case 'leased':
      return sql`${k.leased} and not ${k.sold}`
    case 'purchases':
      return undefined
  }
}

/** The FROM of a page of this sort: `domains`, with the sort key's entries when they order it. */
export function sortSource(sort: PortfolioSortKey, f: PortfolioFilter): SQL {
  const join = sortKeyJoin(sort, f)
  return join ? sql`domains join ${domainSortKeys} on ${join}` : sql`domains`
}

/** Sort key → [sort column, unique tie-breaker]; the per-seller indexes serve each pair. */
export const SORT_COLUMNS: Record<PortfolioSortKey, [AnyPgColumn, AnyPgColumn]> = {
  domain: [domains.name, domains.id],
  tld: [domains.tld, domains.name],
  featured: [domainSortKeys.value, domainSortKeys.domainId],
  'price.buyNow': [domainSortKeys.value, domainSortKeys.domainId],
  'price.minBid': [domainSortKeys.value, domainSortKeys.domainId],
  'price.reservedFloor': [domainSortKeys.value, domainSortKeys.domainId],
  createdAt: [domains.createdAt, domains.id],
  status: [domains.status, domains.name],
  fastTransfer: [domains.fastTransferStatus, domains.id],
  offerCount: [domains.uniqueOffersCount, domains.id],
  statsViewsCount: [domains.statsViewsCount, domains.id],
  statsLeadsCount: [domains.statsLeadsCount, domains.id],
  hidden: [domainSortKeys.value, domainSortKeys.domainId],
  marketplaceNameserver: [domains.marketplaceNameserver, domains.id],
  totalSearch30Cnt: [domains.totalSearch30Cnt, domains.id],
  totalSearch90Cnt: [domains.totalSearch90Cnt, domains.id],
  totalSearch365Cnt: [domains.totalSearch365Cnt, domains.id],
  visitor30Cnt: [domains.visitor30Cnt, domains.id],
  visitor90Cnt: [domains.visitor90Cnt, domains.id],
  visitor365Cnt: [domains.visitor365Cnt, domains.id],
  landerTemplate: [domainSortKeys.value, domainSortKeys.domainId],
}

/** domain sorts by name alone (unique); the others by [column, tie-breaker]. */
export function sortColumns(sort: PortfolioSortKey): AnyPgColumn[] {
  return sort === 'domain' ? [domains.name] : SORT_COLUMNS[sort]
}

/** Column values in cursors are PostgreSQL's text form (full microsecond timestamps). */
type CursorValue = string | null
/** What a cursor holds: the sort and order it belongs to, the edge row's keys, and direction. */
export type Cursor = {
  s: PortfolioSortKey
  o: 'asc' | 'desc'
  /** after (next page) or before (previous page) the row */
  d: 'a' | 'b'
  /** the sort column's value (ISO string for dates) and the tie-breaker's */
  v: CursorValue
  t: string
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url')
}

export function decodeCursor(raw: string, sort: PortfolioSortKey, order: 'asc' | 'desc'): Cursor {
  let c: Cursor | null = null
  try {
    c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Cursor
  } catch {
    c = null
  }
  const valueOk = (v: unknown) => v === null || typeof v === 'string'
  if (
    !c ||
    c.s !== sort ||
    c.o !== order ||
    (c.d !== 'a' && c.d !== 'b') ||
    typeof c.t !== 'string' ||
    !valueOk(c.v)
  ) {
    throw new AppError('MALFORMED_INPUT', 'The cursor does not belong to this sort and order.', {
      fields: [{ field: 'cursor', code: 'MALFORMED_INPUT' }],
    })
  }
  return c
}

// Prices sort from domain_sort_keys, where no price is the largest value, not NULL.
const NULLABLE = new Set<AnyPgColumn>([domains.fastTransferStatus])

/**
 * The rows after a cursor in `order` (PostgreSQL's defaults: NULLs last ascending, first
 * descending), as segments queried in turn, each a range of the sort index:
 * row comparison `(c, t) > (v, t0)` keeps the start of the range in the index condition.
 */
export function keysetSegments(
  sort: PortfolioSortKey,
  order: 'asc' | 'desc',
  cursor: { v: CursorValue; t: string },
): SQL[] {
  const columns = sortColumns(sort)
  const op = sql.raw(order === 'asc' ? '>' : '<')
  const typed = (col: AnyPgColumn, v: string | null) => sql`${v}::${sql.raw(col.getSQLType())}`
  if (columns.length === 1) return [sql`${columns[0]} ${op} ${typed(columns[0]!, cursor.t)}`]
  const [c, t] = columns as [AnyPgColumn, AnyPgColumn]
  const value = typed(c, cursor.v)
  const tie = typed(t, cursor.t)
  if (!NULLABLE.has(c)) return [sql`(${c}, ${t}) ${op} (${value}, ${tie})`]
  if (order === 'asc') {
    return cursor.v === null
      ? [sql`${c} is null and ${t} > ${tie}`]
      : [sql`(${c}, ${t}) > (${value}, ${tie})`, sql`${c} is null`]
  }
  return cursor.v === null
    ? [sql`${c} is null and ${t} < ${tie}`, sql`${c} is not null`]
    : [sql`(${c}, ${t}) < (${value}, ${tie})`]
}
