import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { toDomainListingStatus } from '@namefolio/core/domains/domain-status'
import type { ReviewReason } from '@namefolio/core/domains/domain-status'
import type { LanderColorMode, LanderTheme } from '@namefolio/core/landers/lander-theme'
import type {
  IntakeStyle,
  LanderTemplate,
  LandingPageType,
} from '@namefolio/core/landers/lander-template'
import {
  PORTFOLIO_STATUS_FILTERS,
  type PortfolioStatusFilter,
} from '@namefolio/core/portfolio/portfolio-filter'
import {
  PORTFOLIO_LIST_VIEWS,
  type DomainHistoryChange,
  type DomainHistorySource,
  type ListDomainsQuery,
  type PortfolioDomain,
  type PortfolioFilter,
  type PortfolioListView,
  type PortfolioSortKey,
} from '@namefolio/core/portfolio/portfolio.contract'
import type { Db } from '../../db/client.ts'
import { domains, type DomainRow } from '../../db/schema/domains.ts'
import { featureFlags } from '../../db/schema/feature-flags.ts'
import { checkoutLinks, domainHistory, portfolioCounts } from '../../db/schema/portfolio.ts'
import { users } from '../../db/schema/users.ts'
import {
  countsAttributeConditions,
  countsStatusFilterCondition,
  countsStatusFiltersCondition,
  countsViewCondition,
  decodeCursor,
  encodeCursor,
  keysetSegments,
  pageTotal,
  rowsOf,
  sortColumns,
} from './portfolio-paging.ts'

/** What a row shows beyond its columns (spec §6): search stats and nameserver data. */
export type RowExtras = { searchStats: boolean; nameserverData: boolean }

/**
 * The six views (decision 201). Sold and leased rows leave the selling, parked and
 * not-listed views; purchases overlap the others.
 */
export function viewCondition(view: PortfolioListView): SQL {
  const held = and(isNull(domains.soldAt), isNull(domains.leasedAt))!
  switch (view) {
    case 'selling':
      return and(held, eq(domains.landingPage, 'SALES'))!
    case 'parked':
      return and(held, eq(domains.landingPage, 'PARKING'))!
    case 'not-listed':
      return and(held, eq(domains.status, 'INACTIVE'))!
    case 'sold':
      return isNotNull(domains.soldAt)
    case 'leased':
      return and(isNotNull(domains.leasedAt), isNull(domains.soldAt))!
    case 'purchases':
      return isNotNull(domains.purchasedAt)
  }
}

const STATUS_OF_FILTER = {
  listed: 'ACTIVE',
  review: 'COMPLIANCE_REVIEW',
  notListed: 'INACTIVE',
  onHold: 'ON_HOLD',
  pending: 'PENDING_SYNC',
} as const

const noBuyNow = () => or(isNull(domains.buynowPriceMicros), eq(domains.buynowPriceMicros, 0))!

/** One status filter of spec §4 as SQL: the predicate of core's matchesPortfolioFilter. */
export function statusFilterCondition(filter: PortfolioStatusFilter): SQL {
  switch (filter) {
    case 'buyNowMissing':
      return noBuyNow()
    case 'ltoDisabled':
      return eq(domains.leasingEnabled, false)
    case 'marketplaceNameserver':
      return eq(domains.marketplaceNameserver, true)
    default:
      return eq(domains.status, STATUS_OF_FILTER[filter])
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** Everything but the view and status filters: ranges, leasing, nameserver, keywords. */
export function attributeConditions(f: PortfolioFilter): SQL[] {
  const c: SQL[] = []
  const range = (col: AnyPgColumn, min: number | undefined, max: number | undefined) => {
    if (min !== undefined) c.push(sql`${col} >= ${min}`)
    if (max !== undefined) c.push(sql`${col} <= ${max}`)
  }
  range(domains.buynowPriceMicros, f.buyNowMinMicros, f.buyNowMaxMicros)
  range(domains.minbidPriceMicros, f.minBidMinMicros, f.minBidMaxMicros)
  range(domains.floorPriceMicros, f.floorMinMicros, f.floorMaxMicros)
  range(domains.sldLength, f.sldLengthMin, f.sldLengthMax)
  if (f.leasing !== undefined) c.push(eq(domains.leasingEnabled, f.leasing))
  if (f.marketplaceNameserver !== undefined) {
    c.push(eq(domains.marketplaceNameserver, f.marketplaceNameserver))
  }
  if (f.noPriceBuyNowSet === true) c.push(noBuyNow())
  if (f.noPriceBuyNowSet === false) c.push(sql`${domains.buynowPriceMicros} > 0`)
  for (const word of (f.keywords ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    c.push(sql`${domains.name} like ${`%${escapeLike(word)}%`}`)
  }
  return c
}

/**
 * The status filters of §4: the status ones (listed, review, ...) are alternatives (OR);
 * buyNowMissing, ltoDisabled and marketplaceNameserver narrow (AND). Decision 201.
 */
export function statusFiltersCondition(filters: readonly PortfolioStatusFilter[]): SQL[] {
  const statuses = filters.filter((f) => f in STATUS_OF_FILTER)
  const narrowing = filters.filter((f) => !(f in STATUS_OF_FILTER))
  const c = narrowing.map(statusFilterCondition)
  if (statuses.length > 0) c.push(or(...statuses.map(statusFilterCondition))!)
  return c
}

/** The whole filter of a list, stats or bulk-by-filter request, always scoped to the seller. */
export function filterCondition(sellerId: string, f: PortfolioFilter): SQL {
  return and(
    eq(domains.sellerId, sellerId),
    viewCondition(f.view),
    ...statusFiltersCondition(f.filter ?? []),
    ...attributeConditions(f),
  )!
}

export function orderBy(sort: PortfolioSortKey, order: 'asc' | 'desc'): SQL[] {
  return sortColumns(sort).map((col) => (order === 'asc' ? asc(col) : desc(col)))
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** A database row as the §3 portfolio row; extras only when allowed (§6). */
export function toPortfolioDomain(
  row: DomainRow,
  link: { linkId: string; url: string } | null,
  extras: RowExtras,
): PortfolioDomain {
  return {
    id: row.id,
    name: row.name,
    domain: row.name,
    displayName: row.displayName,
    tld: row.tld,
    status: toDomainListingStatus(row.status),
    hidden: row.hidden,
    featured: row.featured,
    createdAt: row.createdAt.toISOString(),
    dateAdded: row.createdAt.toISOString(),
    registrar: row.registrar,
    fastTransferStatus: row.fastTransferStatus,
    canFastTransfer: row.canFastTransfer,
    offerCount: row.uniqueOffersCount,
    intakeViews: row.statsViewsCount,
    intakeLeads: row.statsLeadsCount,
    intakeStyle: row.intakeStyle as IntakeStyle,
    landingPage: row.landingPage as LandingPageType,
    landerTemplate: row.landerTemplate as LanderTemplate,
    leasingEnabled: row.leasingEnabled,
    maxLeasePeriod: row.maxLeasePeriod,
    backgroundColorOption: row.backgroundColorOption as LanderTheme,
    backgroundColorCustom: row.backgroundColorCustom,
    fontColorOption: row.fontColorOption as LanderColorMode,
    showLanderBuyNowOption: row.showLanderBuyNowOption,
    showLanderLeaseToOwnOption: row.showLanderLeaseToOwnOption,
    showLanderMakeOfferOption: row.showLanderMakeOfferOption,
    customListStatus: row.customListStatus,
    reviews: row.reviewReasons as ReviewReason[],
    transactionLink: link?.url ?? null,
    checkoutLinkId: link?.linkId ?? null,
    buynowPriceMicros: row.buynowPriceMicros,
    floorPriceMicros: row.floorPriceMicros,
    minbidPriceMicros: row.minbidPriceMicros,
    buynowPrice: row.buynowPriceMicros,
    floorPrice: row.floorPriceMicros,
    minbidPrice: row.minbidPriceMicros,
    price: {
      buyNow: row.buynowPriceMicros,
      minBid: row.minbidPriceMicros,
      reservedFloor: row.floorPriceMicros,
    },
    soldAt: iso(row.soldAt),
    leasedAt: iso(row.leasedAt),
    purchasedAt: iso(row.purchasedAt),
    ...(extras.nameserverData ? { marketplaceNameserver: row.marketplaceNameserver } : {}),
    ...(extras.searchStats
      ? {
          searchStats: {
            totalSearch30Cnt: row.totalSearch30Cnt,
            totalSearch90Cnt: row.totalSearch90Cnt,
            totalSearch365Cnt: row.totalSearch365Cnt,
            visitor30Cnt: row.visitor30Cnt,
            visitor90Cnt: row.visitor90Cnt,
            visitor365Cnt: row.visitor365Cnt,
          },
        }
      : {}),
  }
}

export type CheckoutLinkUrl = (linkId: string) => string

async function linksFor(
  db: Db,
  domainIds: string[],
  linkUrl: CheckoutLinkUrl,
): Promise<Map<string, { linkId: string; url: string }>> {
  if (domainIds.length === 0) return new Map()
  const rows = await db
    .select({ domainId: checkoutLinks.domainId, linkId: checkoutLinks.linkId })
    .from(checkoutLinks)
    .where(inArray(checkoutLinks.domainId, domainIds))
  return new Map(rows.map((r) => [r.domainId, { linkId: r.linkId, url: linkUrl(r.linkId) }]))
}

export async function toPortfolioDomains(
  db: Db,
  rows: DomainRow[],
  extras: RowExtras,
  linkUrl: CheckoutLinkUrl,
): Promise<PortfolioDomain[]> {
  const links = await linksFor(
    db,
    rows.map((r) => r.id),
    linkUrl,
  )
  return rows.map((row) => toPortfolioDomain(row, links.get(row.id) ?? null, extras))
}

/**
 * One page of a seller's domains: filtered, sorted and paged in SQL over the per-seller
 * indexes (decisions 202, 250, 251). The page's ids and sort keys are found first (a narrow
 * index scan), then their rows. A `cursor` pages by keyset (any page as fast as the first);
 * an offset in the second half of an exactly counted list is read from the other end.
 */
/** Offsets from here on may be read from the other end of an exactly counted list. */
const REVERSE_FROM_OFFSET = 10_000

export async function listDomainsForSeller(
  db: Db,
  sellerId: string,
  query: ListDomainsQuery,
  extras: RowExtras,
  linkUrl: CheckoutLinkUrl,
  /** Tests lower it to check the reversed read on a small list. */
  reverseFromOffset = REVERSE_FROM_OFFSET,
): Promise<{
  items: PortfolioDomain[]
  total: number
  totalIsCapped?: boolean
  nextCursor?: string
  prevCursor?: string
}> {
  const where = filterCondition(sellerId, query)
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort, query.order) : null
  const totalP = pageTotal(db, sellerId, query, where)
  const columns = sortColumns(query.sort)
  const keys = [
    sql`${domains.id}::text as id`,
    ...columns.map((c, i) => sql`${c}::text as ${sql.identifier(`k${i}`)}`),
  ]
  const pageKeys = async (
    order: 'asc' | 'desc',
    extra: SQL | undefined,
    offset: number,
    limit: number,
  ) =>
    rowsOf(
      await db.execute(
        sql`select ${sql.join(keys, sql`, `)} from domains where ${and(where, extra)} order by ${sql.join(orderBy(query.sort, order), sql`, `)} offset ${offset} limit ${limit}`,
      ),
    ) as { id: string; k0: string | null; k1?: string | null }[]

  let page: { id: string; k0: string | null; k1?: string | null }[] = []
  let isFirst = false
  if (cursor) {
    // Before a row = after it in the opposite order, then reversed.
    const order = cursor.d === 'a' ? query.order : query.order === 'asc' ? 'desc' : 'asc'
    for (const segment of keysetSegments(query.sort, order, cursor)) {
      page.push(...(await pageKeys(order, segment, 0, query.limit - page.length)))
      if (page.length >= query.limit) break
    }
    if (cursor.d === 'b') {
      isFirst = page.length < query.limit
      page.reverse()
    }
  } else {
    // Only deep offsets wait for the total; shallow pages run beside it.
    const totals = query.offset >= reverseFromOffset ? await totalP : null
    const reverse = totals?.exact === true && query.offset > totals.total / 2
    if (reverse) {
      const end = Math.min(query.offset + query.limit, totals.total)
      const back = query.order === 'asc' ? 'desc' : 'asc'
      page =
        query.offset >= end
          ? []
          : await pageKeys(back, undefined, totals.total - end, end - query.offset)
      page.reverse()
    } else {
      page = await pageKeys(query.order, undefined, query.offset, query.limit)
    }
    isFirst = query.offset === 0
  }

  const ids = page.map((p) => p.id)
  const [rows, totals, links] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([] as DomainRow[])
      : db.select().from(domains).where(inArray(domains.id, ids)),
    totalP,
    linksFor(db, ids, linkUrl),
  ])
  const byId = new Map(rows.map((r) => [r.id, r]))
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is DomainRow => r !== undefined)
  const edge = (p: { id: string; k0: string | null; k1?: string | null }, d: 'a' | 'b') =>
    encodeCursor({
      s: query.sort,
      o: query.order,
      d,
      v: columns.length === 1 ? null : p.k0,
      t: columns.length === 1 ? (p.k0 ?? '') : (p.k1 ?? ''),
    })
  const last = page[page.length - 1]
  const first = page[0]
  const hasNext = cursor?.d === 'b' ? true : page.length === query.limit
  return {
    items: ordered.map((row) => toPortfolioDomain(row, links.get(row.id) ?? null, extras)),
    total: totals.total,
    ...(totals.capped ? { totalIsCapped: true } : {}),
    ...(last && hasNext ? { nextCursor: edge(last, 'a') } : {}),
    ...(first && !isFirst ? { prevCursor: edge(first, 'b') } : {}),
  }
}

export async function findDomainForSeller(
  db: Db,
  sellerId: string,
  name: string,
): Promise<DomainRow | null> {
  const [row] = await db
    .select()
    .from(domains)
    .where(and(eq(domains.sellerId, sellerId), eq(domains.name, name.toLowerCase())))
    .limit(1)
  return row ?? null
}

export function listDomainsByNames(
  db: Db,
  sellerId: string,
  names: string[],
): Promise<DomainRow[]> {
  return db
    .select()
    .from(domains)
    .where(
      and(
        eq(domains.sellerId, sellerId),
        inArray(
          domains.name,
          names.map((n) => n.toLowerCase()),
        ),
      ),
    )
    .orderBy(asc(domains.name))
}

/** Whether each switch the portfolio reads is on for this user (spec §6). */
export async function readPortfolioSwitches(
  db: Db,
  cohortId: string | null,
): Promise<{ searchStats: boolean; nameserverData: boolean }> {
  const rows = await db
    .select({ key: featureFlags.key, state: featureFlags.state, cohortId: featureFlags.cohortId })
    .from(featureFlags)
    .where(inArray(featureFlags.key, ['show-search-stats', 'nameserverData']))
  const stateOf = (key: string) => {
    const own = rows.find((r) => r.key === key && r.cohortId !== null && r.cohortId === cohortId)
    const general = rows.find((r) => r.key === key && r.cohortId === null)
    return (own ?? general)?.state ?? 'off'
  }
  return {
    searchStats: stateOf('show-search-stats') === 'on',
    nameserverData: stateOf('nameserverData') === 'on',
  }
}

export type HistoryInsert = {
  domainId: string
  sellerId: string
  actorId: string | null
  source: DomainHistorySource
  changes: DomainHistoryChange[]
}

export async function insertHistory(db: Db, entries: HistoryInsert[]): Promise<void> {
  const rows = entries.filter((e) => e.changes.length > 0)
  if (rows.length > 0) await db.insert(domainHistory).values(rows)
}

export async function listDomainHistory(
  db: Db,
  domainId: string,
  page: { offset: number; limit: number },
) {
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: domainHistory.id,
        at: domainHistory.createdAt,
        source: domainHistory.source,
        changes: domainHistory.changes,
        actorId: users.id,
        actorName: users.name,
      })
      .from(domainHistory)
      .leftJoin(users, eq(users.id, domainHistory.actorId))
      .where(eq(domainHistory.domainId, domainId))
      .orderBy(desc(domainHistory.createdAt), desc(domainHistory.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(domainHistory)
      .where(eq(domainHistory.domainId, domainId)),
  ])
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      source: r.source,
      changes: r.changes,
      actor: r.actorId && r.actorName ? { id: r.actorId, name: r.actorName } : null,
    })),
    total: totals[0]?.total ?? 0,
  }
}

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
