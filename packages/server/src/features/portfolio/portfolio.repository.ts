import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type {
  ListDomainsQuery,
  PortfolioDomain,
  PortfolioListView,
} from '@namefolio/core/portfolio/portfolio.contract'
import { evaluateFeatureFlag } from '@namefolio/core/config/feature-flag'
import type { Db } from '../../db/client.ts'
import { domains, domainSortKeys, type DomainRow } from '../../db/schema/domains.ts'
import { readSwitchboardFor } from '../../db/account-switchboard.ts'
import { dealsFor } from './domain-deals.repository.ts'
import { listCondition, orderBy } from './portfolio-conditions.queries.ts'
import {
  decodeCursor,
  encodeCursor,
  keysetSegments,
  pageTotal,
  pageTotalSql,
  sortColumns,
  sortKeyJoin,
  sortSource,
  toPageTotal,
  type PageTotal,
} from './portfolio-paging.queries.ts'
import {
  selectPortfolioRows,
  withLinkUrls,
  type CheckoutLinkUrl,
  type PortfolioRowOfSeller,
  type RowExtras,
} from './portfolio-rows.queries.ts'

export type { CheckoutLinkUrl, RowExtras }

/**
 * A domain someone else sells, as its buyer sees it in Purchases (decision 282): the name, its
 * lander and the deal; never the seller's prices, floor, counts, registrar or checkout link.
 */
export const HIDDEN_FROM_BUYERS = {
  hidden: false,
  featured: false,
  registrar: null,
  fastTransferStatus: null,
  offerCount: 0,
  intakeViews: 0,
  intakeLeads: 0,
  customListStatus: null,
  reviews: [],
  transactionLink: null,
  checkoutLinkId: null,
  buynowPriceMicros: null,
  floorPriceMicros: null,
  minbidPriceMicros: null,
  buynowPrice: null,
  floorPrice: null,
  minbidPrice: null,
  price: { buyNow: null, minBid: null, reservedFloor: null },
} satisfies Partial<PortfolioDomain>

function asBought(domain: PortfolioDomain): PortfolioDomain {
  const { marketplaceNameserver: _ns, searchStats: _stats, ...shown } = domain
  return { ...shown, ...HIDDEN_FROM_BUYERS }
}

const DEAL_VIEWS: readonly PortfolioListView[] = ['sold', 'leased', 'purchases']

/**
 * Rows of a view as the person asking sees them: with their deal in the Sold, Leased and
 * Purchases views (one statement for all of them), a bought domain without its seller's data.
 * The other views' rows go out as the database answered them.
 */
async function presentRows(
  db: Db,
  viewer: { id: string; view: PortfolioListView },
  rows: readonly PortfolioRowOfSeller[],
): Promise<PortfolioDomain[]> {
  if (!DEAL_VIEWS.includes(viewer.view)) return [...rows]
  const deals = await dealsFor(
    db,
    viewer.view,
    viewer.id,
    rows.map((r) => r.id),
  )
  return rows.map((row) => {
    const withDeal = { ...row, deal: deals.get(row.id) ?? null }
    return row.sellerId === viewer.id ? withDeal : asBought(withDeal)
  })
}

/** Domains of the seller (or one domain by id) as portfolio rows, with their checkout links. */
export async function readPortfolioDomains(
  db: Db,
  which: { sellerId: string; names: string[] } | { id: string },
  extras: RowExtras,
  linkUrl: CheckoutLinkUrl,
): Promise<PortfolioDomain[]> {
  const where =
    'id' in which
      ? eq(domains.id, which.id)
      : and(
          eq(domains.sellerId, which.sellerId),
          inArray(
            domains.name,
            which.names.map((n) => n.toLowerCase()),
          ),
        )
  const rows = await selectPortfolioRows(db, extras, {}).where(where).orderBy(asc(domains.name))
  return withLinkUrls(rows, linkUrl)
}

/** Offsets from here on may be read from the other end of an exactly counted list. */
const REVERSE_FROM_OFFSET = 10_000

/**
 * One page of a seller's domains: filtered, sorted and paged in SQL over the per-seller
 * indexes (decisions 202, 250, 251), in one statement (decision 1190): the page's ids by a
 * narrow index scan (an offset, or a cursor's keyset ranges), their rows with checkout links
 * and the total beside them. A `cursor` pages by keyset (any page as fast as the first); an
 * offset in the second half of an exactly counted list is read from the other end, after its
 * total.
 */
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
  const where = listCondition(sellerId, query)
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort, query.order) : null
  const columns = sortColumns(query.sort)
  const totalSql = pageTotalSql(sellerId, query, where)
  // Sorts on a bulk-edited key walk its entries in domain_sort_keys (decision 1160).
  const source = sortSource(query.sort, query)
  const sortJoin = sortKeyJoin(query.sort, query)
  // A page on a sort key of domain_sort_keys carries each id's entry value too, so the rows'
  // read finds the entries by their whole primary key (seller, key, value, id), not by a scan
  // of every entry of the key (decision 1280).
  const pageKey = sortJoin ? sql`${domains.id}, ${domainSortKeys.value}` : sql`${domains.id}`
  const pageIds = (order: 'asc' | 'desc', range: SQL | undefined, offset: number, limit: number) =>
    sql`(select ${pageKey} from ${source} where ${and(where, range)} order by ${sql.join(orderBy(query.sort, order), sql`, `)} offset ${offset} limit ${limit})`
  /** The rows of these ids in `order`, the first `limit`; the total unless it is known. */
  const readPage = (order: 'asc' | 'desc', ids: SQL[], limit: number, known: number | null) => {
    const rows = selectPortfolioRows(db, extras, {
      k0: sql<string | null>`${columns[0]}::text`,
      k1: sql<string | null>`${columns[columns.length - 1]}::text`,
      total: known === null ? totalSql.n : sql<number>`${known}::int`,
    })
    if (sortJoin) rows.innerJoin(domainSortKeys, sortJoin)
    return rows
      .where(sql`(${pageKey}) in (${sql.join(ids, sql` union all `)})`)
      .orderBy(...orderBy(query.sort, order))
      .limit(limit)
  }

  let page: Awaited<ReturnType<typeof readPage>> = []
  let known: PageTotal | null = null
  let isFirst = false
  if (cursor) {
    // Before a row = after it in the opposite order, then reversed. The keyset's ranges are
    // consecutive in that order: the first `limit` rows of all of them are the page.
    const order = cursor.d === 'a' ? query.order : query.order === 'asc' ? 'desc' : 'asc'
    const ranges = keysetSegments(query.sort, order, cursor)
    page = await readPage(
      order,
      ranges.map((range) => pageIds(order, range, 0, query.limit)),
      query.limit,
      null,
    )
    if (cursor.d === 'b') {
      isFirst = page.length < query.limit
      page.reverse()
    }
  } else {
    // Only deep offsets wait for the total; shallow pages read it in the same statement.
    known = query.offset >= reverseFromOffset ? await pageTotal(db, sellerId, query, where) : null
    const reverse = known?.exact === true && query.offset > known.total / 2
    if (known && reverse) {
      const end = Math.min(query.offset + query.limit, known.total)
      const back = query.order === 'asc' ? 'desc' : 'asc'
      const limit = end - query.offset
      page =
        query.offset >= end
          ? []
          : await readPage(
              back,
              [pageIds(back, undefined, known.total - end, limit)],
              limit,
              known.total,
            )
      page.reverse()
    } else {
      const ids = [pageIds(query.order, undefined, query.offset, query.limit)]
      page = await readPage(query.order, ids, query.limit, known?.total ?? null)
    }
    isFirst = query.offset === 0
  }

  const first = page[0]
  const last = page[page.length - 1]
  // An empty page carries no total: count it on its own.
  const totals =
    known ??
    (first
      ? toPageTotal(first.total, totalSql.isCapped)
      : await pageTotal(db, sellerId, query, where))
  const edge = (p: { k0: string | null; k1: string | null }, d: 'a' | 'b') =>
    encodeCursor({
      s: query.sort,
      o: query.order,
      d,
      v: columns.length === 1 ? null : p.k0,
      t: columns.length === 1 ? (p.k0 ?? '') : (p.k1 ?? ''),
    })
  const hasNext = cursor?.d === 'b' ? true : page.length === query.limit
  return {
    items: await presentRows(db, { id: sellerId, view: query.view }, withLinkUrls(page, linkUrl)),
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
  return sellerDomainsByNames(db, sellerId, names).orderBy(asc(domains.name))
}

/** The query of the seller's domains of these names (case-insensitive), to refine. */
export function sellerDomainsByNames(db: Db, sellerId: string, names: string[]) {
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
    .$dynamic()
}

/** Whether each switch the portfolio reads is on for this account (spec §6, decision 1325). */
export async function readPortfolioSwitches(
  db: Db,
  accountId: string,
): Promise<{ searchStats: boolean; nameserverData: boolean }> {
  const board = await readSwitchboardFor(db, accountId)
  return {
    searchStats: evaluateFeatureFlag(board, 'show-search-stats') === 'on',
    nameserverData: evaluateFeatureFlag(board, 'nameserverData') === 'on',
  }
}
