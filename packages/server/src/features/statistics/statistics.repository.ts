import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rowsOf, type RowsOf } from '../../db/rows-of.ts'
import { lockRollupState } from '../../db/rollup-state.ts'
import { publicEvents, type NewPublicEvent } from '../../db/schema/public-events.ts'

/**
 * Writes a batch of events as one JSON parameter (issue 17 intake bench): a 500-row insert
 * with 3,500 bound parameters cost more to build and parse than the rows cost to store.
 */
export async function insertPublicEvents(db: Db, events: NewPublicEvent[]): Promise<void> {
  if (events.length === 0) return
  const rows = events.map((e) => ({
    seller_id: e.sellerId,
    domain_id: e.domainId,
    kind: e.kind,
    visitor_key: e.visitorKey,
    amount_micros: e.amountMicros ?? null,
    detail: e.detail ?? null,
    occurred_at: (e.occurredAt ?? new Date()).toISOString(),
  }))
  await db.execute(sql`insert into public_events
    (seller_id, domain_id, kind, visitor_key, amount_micros, detail, occurred_at)
    select seller_id, domain_id, kind, visitor_key, amount_micros, detail, occurred_at
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(seller_id uuid, domain_id uuid,
      kind text, visitor_key text, amount_micros bigint, detail text, occurred_at timestamptz)`)
}

/** Events younger than this are left for the next run: their insert may not be committed. */
const SETTLE_SECONDS = 30
const DAY_MS = 86_400_000

export type RollupResult = {
  fromEventId: number
  toEventId: number
  domainsCounted: number
  searchDomainsRecomputed: number
  decayed: boolean
}

/**
 * Turns public events into the portfolio counters of spec §3 (DESIGN.md §5), decision 504:
 * - views (lander and parking views) and leads (offers) are added incrementally from the
 *   events after the watermark;
 * - uniqueOffersCount is the number of distinct buyers who offered (recomputed per domain);
 * - search statistics are sliding windows (30/90/365 days, totals and unique visitors):
 *   recomputed for domains searched since the last run, and for every domain with search
 *   counts once a day so that old searches fall out of the windows.
 * Idempotent and serialized: the watermark row is locked for the run.
 */
export async function rollUpStatistics(db: Db, now: Date = new Date()): Promise<RollupResult> {
  return db.transaction(async (tx) => {
    const state = await lockRollupState(tx, [{ name: 'domains' }, { name: 'search-decay' }])
    const watermark = Number(state.find((s) => s.name === 'domains')?.last_event_id ?? 0)
    const decayRow = state.find((s) => s.name === 'search-decay')
    const settledBefore = new Date(now.getTime() - SETTLE_SECONDS * 1000)
    const [maxRow] = rowsOf(
      (await tx.execute(
        sql`select coalesce(max(id), 0) as max_id from ${publicEvents}
            where id > ${watermark} and ${publicEvents.occurredAt} <= ${settledBefore.toISOString()}`,
      )) as RowsOf<{ max_id: string | number }>,
    )
    const upTo = Number(maxRow?.max_id ?? 0)
    let domainsCounted = 0
    let searchDomainsRecomputed = 0
    if (upTo > watermark) {
      const counted = rowsOf(
        (await tx.execute(sql`
          with fresh as (
            select domain_id,
              count(*) filter (where kind in ('view', 'parking_view')) as views,
              count(*) filter (where kind = 'offer') as leads,
              bool_or(kind = 'offer') as has_offer
            from public_events where id > ${watermark} and id <= ${upTo}
            group by domain_id
          )
          update domains d set
            stats_views_count = d.stats_views_count + fresh.views,
            stats_leads_count = d.stats_leads_count + fresh.leads,
            unique_offers_count = case when fresh.has_offer then (
              select count(distinct e.visitor_key) from public_events e
              where e.domain_id = d.id and e.kind = 'offer') else d.unique_offers_count end
          from fresh where d.id = fresh.domain_id and (fresh.views > 0 or fresh.leads > 0)
          returning d.id`)) as RowsOf<{ id: string }>,
      )
      domainsCounted = counted.length
      searchDomainsRecomputed = await recomputeSearchWindows(
        tx,
        now,
        sql`select distinct domain_id from public_events
            where id > ${watermark} and id <= ${upTo} and kind = 'search_impression'`,
      )
      await tx.execute(
        sql`update stats_rollup_state set last_event_id = ${upTo}, rolled_up_at = ${now.toISOString()},
            domains_touched = ${domainsCounted} where name = 'domains'`,
      )
    }
    const lastDecay = decayRow ? new Date(decayRow.rolled_up_at) : new Date(0)
    const shouldDecay = now.getTime() - lastDecay.getTime() >= DAY_MS
    if (shouldDecay) {
      searchDomainsRecomputed += await recomputeSearchWindows(
        tx,
        now,
        sql`select id from domains where total_search365_cnt > 0`,
      )
      await tx.execute(
        sql`update stats_rollup_state set rolled_up_at = ${now.toISOString()} where name = 'search-decay'`,
      )
    }
    return {
      fromEventId: watermark,
      toEventId: Math.max(upTo, watermark),
      domainsCounted,
      searchDomainsRecomputed,
      decayed: shouldDecay,
    }
  })
}

async function recomputeSearchWindows(
  db: Db,
  now: Date,
  domainIds: ReturnType<typeof sql>,
): Promise<number> {
  const iso = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString()
  const rows = rowsOf(
    (await db.execute(sql`
      with target as (${domainIds}),
      windows as (
        select t.domain_id,
          count(e.id) filter (where e.occurred_at > ${iso(30)}) as t30,
          count(e.id) filter (where e.occurred_at > ${iso(90)}) as t90,
          count(e.id) as t365,
          count(distinct e.visitor_key) filter (where e.occurred_at > ${iso(30)}) as v30,
          count(distinct e.visitor_key) filter (where e.occurred_at > ${iso(90)}) as v90,
          count(distinct e.visitor_key) as v365
        from target t(domain_id)
        left join public_events e on e.domain_id = t.domain_id and e.kind = 'search_impression'
          and e.occurred_at > ${iso(365)} and e.occurred_at <= ${now.toISOString()}
        group by t.domain_id
      )
      update domains d set total_search30_cnt = w.t30, total_search90_cnt = w.t90,
        total_search365_cnt = w.t365, visitor30_cnt = w.v30, visitor90_cnt = w.v90,
        visitor365_cnt = w.v365
      from windows w where d.id = w.domain_id
      returning d.id`)) as RowsOf<{ id: string }>,
  )
  return rows.length
}
