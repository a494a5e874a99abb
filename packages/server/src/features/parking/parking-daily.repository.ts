import { sql, type SQL } from 'drizzle-orm'
import { PARKING_SELLER_SHARE_BP } from '@namefolio/core/parking/parking-revenue'
import type { ParkingRollUpResult } from '@namefolio/core/parking/parking-test.contract'
import type { Db } from '../../db/client.ts'
import { rowsOf, type RowsOf } from '../../db/rows-of.ts'
import { lockRollupState } from '../../db/rollup-state.ts'

async function countOf(db: Db, statement: SQL): Promise<number> {
  const [row] = rowsOf(
    (await db.execute(
      sql`with done as (${statement} returning 1) select count(*) as n from done`,
    )) as RowsOf<{
      n: string | number
    }>,
  )
  return Number(row?.n ?? 0)
}

/** The parking events: a view of a parked page, and an ad click with its gross value. */
const PARKING_KINDS = sql.raw(`('parking_view', 'ad_click')`)
/** The seller's share, as SQL integer arithmetic (floor for the non-negative gross). */
const SHARE_BP = sql.raw(String(PARKING_SELLER_SHARE_BP))
/** A parked domain: held (not sold, not leased) and showing the parked page (decision 201). */
const IS_PARKED = sql.raw(
  `d.landing_page = 'PARKING' and d.sold_at is null and d.leased_at is null`,
)

/**
 * The parking roll-up (decision 530), one transaction:
 * 1. the (domain, UTC day) pairs that new events touched are recomputed from ALL their events
 *    (values are set, never added), so a re-run never doubles and a late event lands on its
 *    own day;
 * 2. the touched domains get rows for every day from the touched day to today, and their
 *    running totals (`cum_*`) are recomputed with a window function;
 * 3. once a UTC day, every domain with rows is carried to today (zeros, totals carried), and
 *    every run gives a parked domain without rows today's row, so both ends of a range exist;
 * 4. the seller-days touched are summed into parking_account_daily.
 * The watermark row ('parking') is locked for the run, so two workers never overlap.
 */
export async function rollUpParking(
  db: Db,
  options: { now: Date; settleSeconds: number },
): Promise<ParkingRollUpResult> {
  const today = options.now.toISOString().slice(0, 10)
  return db.transaction(async (tx) => {
    const state = await lockRollupState(tx, [
      { name: 'parking' },
      { name: 'parking-fill', rolledUpAt: new Date(0) },
    ])
    const watermark = Number(state.find((s) => s.name === 'parking')?.last_event_id ?? 0)
    const lastFill = state.find((s) => s.name === 'parking-fill')?.rolled_up_at
    const lastFillDay = lastFill ? new Date(lastFill).toISOString().slice(0, 10) : null
    const settledBefore = new Date(options.now.getTime() - options.settleSeconds * 1000)
    const [maxRow] = rowsOf(
      (await tx.execute(
        sql`select coalesce(max(id), 0) as max_id from public_events
            where id > ${watermark} and occurred_at <= ${settledBefore.toISOString()}`,
      )) as RowsOf<{ max_id: string | number }>,
    )
    const upTo = Math.max(Number(maxRow?.max_id ?? 0), watermark)

    await tx.execute(sql`
      create temp table parking_touched on commit drop as
      select distinct e.domain_id, d.seller_id, (e.occurred_at at time zone 'UTC')::date as day
      from public_events e join domains d on d.id = e.domain_id
      where e.id > ${watermark} and e.id <= ${upTo} and e.kind in ${PARKING_KINDS}`)
    const domainDaysRecomputed = await recomputeTouchedDays(tx)
    let quietDaysFilled = await fillTouchedDomainsToToday(tx, today)
    await recomputeRunningTotals(tx)
    if (lastFillDay !== today) {
      quietDaysFilled += await carryEveryDomainToToday(tx, today)
      await tx.execute(
        sql`update stats_rollup_state set rolled_up_at = ${options.now.toISOString()}
            where name = 'parking-fill'`,
      )
    }
    quietDaysFilled += await startNewlyParkedDomains(tx, today)
    const accountDaysRecomputed = await recomputeTouchedAccountDays(tx)
    await tx.execute(
      sql`update stats_rollup_state set last_event_id = ${upTo},
          rolled_up_at = ${options.now.toISOString()}, domains_touched = ${domainDaysRecomputed}
          where name = 'parking'`,
    )
    return {
      fromEventId: watermark,
      toEventId: upTo,
      domainDaysRecomputed,
      quietDaysFilled,
      accountDaysRecomputed,
    }
  })
}

/** Each touched (domain, day) from all of that day's parking events, upserted as values. */
function recomputeTouchedDays(db: Db): Promise<number> {
  return countOf(
    db,
    sql`insert into parking_daily
          (domain_id, seller_id, day, page_views, visits, ad_clicks, gross_micros, revenue_micros)
        select t.domain_id, t.seller_id, t.day,
          count(e.id) filter (where e.kind = 'parking_view'),
          count(distinct e.visitor_key),
          count(e.id) filter (where e.kind = 'ad_click'),
          coalesce(sum(e.amount_micros) filter (where e.kind = 'ad_click'), 0)::bigint,
          -- bigint arithmetic: the division truncates, i.e. rounds the share down (decision 531)
          coalesce(sum(e.amount_micros) filter (where e.kind = 'ad_click'), 0)::bigint
            * ${SHARE_BP} / 10000
        from parking_touched t
        join public_events e on e.domain_id = t.domain_id and e.kind in ${PARKING_KINDS}
          and e.occurred_at >= (t.day::timestamp at time zone 'UTC')
          and e.occurred_at < ((t.day + 1)::timestamp at time zone 'UTC')
        group by t.domain_id, t.seller_id, t.day
        on conflict (domain_id, day) do update set
          seller_id = excluded.seller_id, page_views = excluded.page_views,
          visits = excluded.visits, ad_clicks = excluded.ad_clicks,
          gross_micros = excluded.gross_micros, revenue_micros = excluded.revenue_micros`,
  )
}

/** A late event may land before a domain's first row: its days up to today are filled. */
function fillTouchedDomainsToToday(db: Db, today: string): Promise<number> {
  return countOf(
    db,
    sql`insert into parking_daily (domain_id, seller_id, day)
        select t.domain_id, t.seller_id, gs.day::date
        from (select domain_id, seller_id, min(day) as first_day from parking_touched
              group by domain_id, seller_id) t
        cross join lateral generate_series(t.first_day::timestamp, ${today}::date::timestamp,
          interval '1 day') as gs(day)
        on conflict (domain_id, day) do nothing`,
  )
}

/** The running totals of every touched domain, from its first day on (window function). */
async function recomputeRunningTotals(db: Db): Promise<void> {
  await db.execute(sql`
    update parking_daily p set
      cum_page_views = w.cum_page_views, cum_visits = w.cum_visits,
      cum_ad_clicks = w.cum_ad_clicks, cum_revenue_micros = w.cum_revenue_micros
    from (
      select domain_id, day,
        sum(page_views) over running as cum_page_views,
        sum(visits) over running as cum_visits,
        sum(ad_clicks) over running as cum_ad_clicks,
        sum(revenue_micros) over running as cum_revenue_micros
      from parking_daily
      where domain_id in (select domain_id from parking_touched)
      window running as (partition by domain_id order by day)
    ) w
    where p.domain_id = w.domain_id and p.day = w.day
      and (p.cum_page_views, p.cum_visits, p.cum_ad_clicks, p.cum_revenue_micros)
        is distinct from (w.cum_page_views, w.cum_visits, w.cum_ad_clicks, w.cum_revenue_micros)`)
}

/** Once a day: every domain's last row is carried to today, quiet days zero, totals kept. */
function carryEveryDomainToToday(db: Db, today: string): Promise<number> {
  return countOf(
    db,
    sql`insert into parking_daily (domain_id, seller_id, day,
          cum_page_views, cum_visits, cum_ad_clicks, cum_revenue_micros)
        select l.domain_id, l.seller_id, gs.day::date,
          l.cum_page_views, l.cum_visits, l.cum_ad_clicks, l.cum_revenue_micros
        from (select distinct on (domain_id) domain_id, seller_id, day,
                cum_page_views, cum_visits, cum_ad_clicks, cum_revenue_micros
              from parking_daily order by domain_id desc, day desc) l
        cross join lateral generate_series((l.day + 1)::timestamp, ${today}::date::timestamp,
          interval '1 day') as gs(day)
        on conflict (domain_id, day) do nothing`,
  )
}

/** A parked domain without figures yet starts with today's (empty) row. */
function startNewlyParkedDomains(db: Db, today: string): Promise<number> {
  return countOf(
    db,
    sql`insert into parking_daily (domain_id, seller_id, day)
        select d.id, d.seller_id, ${today}::date from domains d
        where ${IS_PARKED}
          and not exists (select 1 from parking_daily p where p.domain_id = d.id)
        on conflict (domain_id, day) do nothing`,
  )
}

/** Each touched seller-day as the sum of that seller's domain rows of the day. */
function recomputeTouchedAccountDays(db: Db): Promise<number> {
  return countOf(
    db,
    sql`insert into parking_account_daily
          (seller_id, day, page_views, visits, ad_clicks, gross_micros, revenue_micros)
        select p.seller_id, p.day, sum(p.page_views), sum(p.visits), sum(p.ad_clicks),
          sum(p.gross_micros), sum(p.revenue_micros)
        from parking_daily p
        where (p.seller_id, p.day) in (select distinct seller_id, day from parking_touched)
        group by p.seller_id, p.day
        on conflict (seller_id, day) do update set
          page_views = excluded.page_views, visits = excluded.visits,
          ad_clicks = excluded.ad_clicks, gross_micros = excluded.gross_micros,
          revenue_micros = excluded.revenue_micros`,
  )
}
