import { sql, type SQL } from 'drizzle-orm'
import type { ParkingDay } from '@namefolio/core/parking/parking.contract'
import type { ParkingRange } from '@namefolio/core/parking/parking-range'
import type { ParkingSortKey } from '@namefolio/core/parking/parking-sort'
import type { ParkingTotals } from '@namefolio/core/parking/parking-figures'
import type { SortOrder } from '@namefolio/core/portfolio/portfolio-sort'
import type { Db } from '../../db/client.ts'
import { rowsOf, type RowsOf } from '../../db/rows-of.ts'

/** A parked domain: held (not sold, not leased) and showing the parked page (decision 201). */
const IS_PARKED = sql.raw(
  `d.landing_page = 'PARKING' and d.sold_at is null and d.leased_at is null`,
)

type DayRow = {
  day: string | Date
  page_views: number | string
  visits: number | string
  ad_clicks: number | string
  revenue_micros: number | string
}

function dayOf(row: DayRow): ParkingDay {
  return {
    day: typeof row.day === 'string' ? row.day.slice(0, 10) : row.day.toISOString().slice(0, 10),
    pageViewCount: Number(row.page_views),
    visitCount: Number(row.visits),
    adClickCount: Number(row.ad_clicks),
    revenueMicros: Number(row.revenue_micros),
  }
}

/**
 * The seller's parked domains, from the trigger-kept bucket counts (decision 250): a handful of
 * rows whatever the portfolio's size, where counting the domains read 100,000 index entries.
 */
export async function countParkedDomains(db: Db, sellerId: string): Promise<number> {
  const [row] = rowsOf(
    (await db.execute(
      sql`select coalesce(sum(n), 0) as n from portfolio_counts
          where seller_id = ${sellerId} and landing_page = 'PARKING' and not sold and not leased`,
    )) as RowsOf<{ n: string | number }>,
  )
  return Number(row?.n ?? 0)
}

export type SellerDomain = { id: string; name: string; displayName: string; isParked: boolean }

/** One of the seller's domains by name; null when it is not theirs (or does not exist). */
export async function findSellerDomain(
  db: Db,
  sellerId: string,
  name: string,
): Promise<SellerDomain | null> {
  const [row] = rowsOf(
    (await db.execute(
      sql`select d.id, d.name, d.display_name, (${IS_PARKED}) as is_parked from domains d
          where d.seller_id = ${sellerId} and d.name = ${name}`,
    )) as RowsOf<{ id: string; name: string; display_name: string; is_parked: boolean }>,
  )
  if (!row) return null
  return { id: row.id, name: row.name, displayName: row.display_name, isParked: row.is_parked }
}

/** Rolled-up days of `table` within the range, for the rows `scope` picks, in day order. */
async function listDays(
  db: Db,
  table: SQL,
  scope: SQL,
  range: ParkingRange,
): Promise<ParkingDay[]> {
  const rows = rowsOf(
    (await db.execute(
      sql`select day::text as day, page_views, visits, ad_clicks, revenue_micros
          from ${table}
          where ${scope} and day between ${range.from} and ${range.to}
          order by day`,
    )) as RowsOf<DayRow>,
  )
  return rows.map(dayOf)
}

/** The account's rolled-up days within the range (missing days are the caller's zeros). */
export async function listAccountDays(
  db: Db,
  sellerId: string,
  range: ParkingRange,
): Promise<ParkingDay[]> {
  return listDays(db, sql`parking_account_daily`, sql`seller_id = ${sellerId}`, range)
}

/** One domain's rolled-up days within the range, scoped to its seller. */
export async function listDomainDays(
  db: Db,
  sellerId: string,
  domainId: string,
  range: ParkingRange,
): Promise<ParkingDay[]> {
  const scope = sql`domain_id = ${domainId} and seller_id = ${sellerId}`
  return listDays(db, sql`parking_daily`, scope, range)
}

/** The seller's latest rolled-up day (running totals are read at or before it), or null. */
export async function lastRolledUpDay(db: Db, sellerId: string): Promise<string | null> {
  const [row] = rowsOf(
    (await db.execute(
      sql`select max(day)::text as day from parking_daily where seller_id = ${sellerId}`,
    )) as RowsOf<{ day: string | null }>,
  )
  return row?.day ?? null
}

export type ParkingDomainFigureRow = ParkingTotals & {
  id: string
  name: string
  displayName: string
}

export type ParkingDomainPageQuery = {
  sellerId: string
  /** The running total is read at `atEnd` and subtracted at `beforeStart` (both exact days). */
  atEnd: string
  beforeStart: string
  /** Whether the seller has rolled-up days at all (rows at `atEnd` exist for parked domains). */
  isRolledUp: boolean
  sort: ParkingSortKey
  order: SortOrder
  offset: number
  limit: number
  keywords?: string | undefined
  names?: string[] | undefined
}

// The §3 ratios as parkingFiguresOf computes them, so SQL sorts by what the page shows.
const SORT_EXPRESSIONS: Record<ParkingSortKey, string> = {
  domain: 'name',
  pageViewCount: 'page_views',
  visitCount: 'visits',
  adClickCount: 'ad_clicks',
  clickThroughRate: 'case when page_views = 0 then 0 else ad_clicks::float8 / page_views end',
  revenue: 'revenue_micros',
  revenuePerClick:
    'case when ad_clicks = 0 then 0 else round(revenue_micros::numeric / ad_clicks) end',
  revenuePer1kImpressions:
    'case when page_views = 0 then 0 else round(revenue_micros * 1000::numeric / page_views) end',
}

function parkedDomainsOf(query: ParkingDomainPageQuery): SQL {
  const conditions = [sql`d.seller_id = ${query.sellerId}`, sql`${IS_PARKED}`]
  if (query.keywords) conditions.push(sql`position(${query.keywords.toLowerCase()} in d.name) > 0`)
  if (query.names) {
    conditions.push(
      query.names.length === 0
        ? sql`false`
        : sql`d.name in (${sql.join(
            query.names.map((name) => sql`${name}`),
            sql`, `,
          )})`,
    )
  }
  return sql.join(conditions, sql` and `)
}

/**
 * A page of the seller's parked domains with their figures over a range: the running totals
 * at the range's end minus those the day before it starts, two index lookups a domain
 * (decision 530), sorted by any §3 column, ties by name (by domain id when the whole account
 * is sorted by a figure, see pageByFigure).
 */
export async function listParkingDomainPage(
  db: Db,
  query: ParkingDomainPageQuery,
): Promise<{ rows: ParkingDomainFigureRow[]; total: number }> {
  const where = parkedDomainsOf(query)
  // Before the seller's first roll-up no domain has a row to sort from: list them by domain.
  const isWholeAccountByFigure =
    query.isRolledUp && query.sort !== 'domain' && !query.keywords && query.names === undefined
  const isFiltered = Boolean(query.keywords) || query.names !== undefined
  const [rows, total] = await Promise.all([
    db.execute(isWholeAccountByFigure ? pageByFigure(query) : pageByDomain(query, where)),
    isFiltered ? countFiltered(db, where) : countParkedDomains(db, query.sellerId),
  ])
  return { rows: domainFigureRowsOf(rows), total }
}

async function countFiltered(db: Db, where: SQL): Promise<number> {
  const counted = await db.execute(sql`select count(*) as n from domains d where ${where}`)
  return Number(rowsOf(counted as RowsOf<{ n: string | number }>)[0]?.n ?? 0)
}

/**
 * The whole account sorted by a figure: sorted from the running totals alone (two index-only
 * scans of parking_daily), then only the page's rows look up their domain, which must still be
 * parked. Ties go by domain id (the order domains were added), not by name: ordering 100,000
 * ties by name would read every domain row (decision 530, bench/parking-metrics.bench.ts).
 */
function pageByFigure(query: ParkingDomainPageQuery): SQL {
  const direction = sql.raw(query.order === 'asc' ? 'asc' : 'desc')
  const sortBy = sql.raw(SORT_EXPRESSIONS[query.sort])
  return sql`
      with figures as (
        select e.domain_id,
          e.cum_page_views - coalesce(b.cum_page_views, 0) as page_views,
          e.cum_visits - coalesce(b.cum_visits, 0) as visits,
          e.cum_ad_clicks - coalesce(b.cum_ad_clicks, 0) as ad_clicks,
          e.cum_revenue_micros - coalesce(b.cum_revenue_micros, 0) as revenue_micros
        from parking_daily e
        left join parking_daily b on b.seller_id = ${query.sellerId}
          and b.day = ${query.beforeStart} and b.domain_id = e.domain_id
        where e.seller_id = ${query.sellerId} and e.day = ${query.atEnd}
      )
      select d.id, d.name, d.display_name, f.page_views, f.visits, f.ad_clicks, f.revenue_micros
      from figures f join domains d on d.id = f.domain_id
      where ${IS_PARKED}
      order by ${sortBy} ${direction}, f.domain_id asc
      offset ${query.offset} limit ${query.limit}`
}

/** Filtered or by name: the seller's parked domains first, their two running totals joined. */
function pageByDomain(query: ParkingDomainPageQuery, where: SQL): SQL {
  const direction = sql.raw(query.order === 'asc' ? 'asc' : 'desc')
  const sortBy = sql.raw(SORT_EXPRESSIONS[query.sort])
  return sql`
      with figures as (
        select d.id, d.name, d.display_name,
          coalesce(e.cum_page_views, 0) - coalesce(b.cum_page_views, 0) as page_views,
          coalesce(e.cum_visits, 0) - coalesce(b.cum_visits, 0) as visits,
          coalesce(e.cum_ad_clicks, 0) - coalesce(b.cum_ad_clicks, 0) as ad_clicks,
          coalesce(e.cum_revenue_micros, 0) - coalesce(b.cum_revenue_micros, 0) as revenue_micros
        from domains d
        left join parking_daily e on e.seller_id = ${query.sellerId} and e.day = ${query.atEnd}
          and e.domain_id = d.id
        left join parking_daily b on b.seller_id = ${query.sellerId}
          and b.day = ${query.beforeStart} and b.domain_id = d.id
        where ${where}
      )
      select id, name, display_name, page_views, visits, ad_clicks, revenue_micros from figures
      order by ${sortBy} ${direction}, name asc
      offset ${query.offset} limit ${query.limit}`
}

function domainFigureRowsOf(rows: unknown): ParkingDomainFigureRow[] {
  return rowsOf(
    rows as RowsOf<{
      id: string
      name: string
      display_name: string
      page_views: number | string
      visits: number | string
      ad_clicks: number | string
      revenue_micros: number | string
    }>,
  ).map((row) => ({
    id: row.id,
    name: row.name,
    displayName: row.display_name,
    pageViewCount: Number(row.page_views),
    visitCount: Number(row.visits),
    adClickCount: Number(row.ad_clicks),
    revenueMicros: Number(row.revenue_micros),
  }))
}
