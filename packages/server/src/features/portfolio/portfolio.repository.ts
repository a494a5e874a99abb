import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { toDomainListingStatus } from '@namefolio/core/domains/domain-status'
import type { ReviewReason } from '@namefolio/core/domains/domain-status'
import type { LanderColorMode, LanderTheme } from '@namefolio/core/landers/lander-theme'
import type {
  IntakeStyle,
  LanderTemplate,
  LandingPageType,
} from '@namefolio/core/landers/lander-template'
import type { DomainDeal } from '@namefolio/core/portfolio/domain-deal.contract'
import type {
  ListDomainsQuery,
  PortfolioDomain,
  PortfolioListView,
} from '@namefolio/core/portfolio/portfolio.contract'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../db/rows-of.ts'
import { domains, type DomainRow } from '../../db/schema/domains.ts'
import { featureFlags } from '../../db/schema/feature-flags.ts'
import { checkoutLinks } from '../../db/schema/portfolio.ts'
import {
  decodeCursor,
  encodeCursor,
  keysetSegments,
  pageTotal,
  sortColumns,
  sortSource,
} from './portfolio-paging.queries.ts'

import { dealsFor } from './domain-deals.repository.ts'
import { listCondition, orderBy } from './portfolio-conditions.queries.ts'

/** What a row shows beyond its columns (spec §6): search stats and nameserver data. */

export type RowExtras = { searchStats: boolean; nameserverData: boolean }

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
 */
export async function presentRows(
  db: Db,
  viewer: { id: string; view: PortfolioListView; extras: RowExtras },
  rows: readonly DomainRow[],
  links: Map<string, { linkId: string; url: string }>,
): Promise<PortfolioDomain[]> {
  const hasDeals = DEAL_VIEWS.includes(viewer.view)
  const deals: Map<string, DomainDeal> = hasDeals
    ? await dealsFor(
        db,
        viewer.view,
        viewer.id,
        rows.map((r) => r.id),
      )
    : new Map()
  return rows.map((row) => {
    const domain = toPortfolioDomain(row, links.get(row.id) ?? null, viewer.extras)
    const withDeal = hasDeals ? { ...domain, deal: deals.get(row.id) ?? null } : domain
    return row.sellerId === viewer.id ? withDeal : asBought(withDeal)
  })
}

export type CheckoutLinkUrl = (linkId: string) => string

export async function linksFor(
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
  const where = listCondition(sellerId, query)
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort, query.order) : null
  const totalP = pageTotal(db, sellerId, query, where)
  const columns = sortColumns(query.sort)
  const source = sortSource(query.sort, query)
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
        sql`select ${sql.join(keys, sql`, `)} from ${source} where ${and(where, extra)} order by ${sql.join(orderBy(query.sort, order), sql`, `)} offset ${offset} limit ${limit}`,
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
    items: await presentRows(db, { id: sellerId, view: query.view, extras }, ordered, links),
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
