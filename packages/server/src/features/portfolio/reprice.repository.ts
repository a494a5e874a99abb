import { sql, type SQL } from 'drizzle-orm'
import type {
  RepricePreview,
  RepriceRequest,
} from '@namefolio/core/portfolio/bulk-reprice.contract'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../db/rows-of.ts'
import { lastOfTarget, targetRows, type StepOptions } from './portfolio-bulk.repository.ts'
import { checkedCtes, TARGET_PRICE_COLUMNS } from './reprice.queries.ts'

const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T

/** Examples a preview shows (issue 15: "examples before → after"). */
export const PREVIEW_EXAMPLES = 10

/**
 * What a reprice would do to a selection, in ONE statement over it (decision 277): counts,
 * refusals by rule, and the first changing rows by name with their prices before and after.
 */
export async function previewReprice(
  db: Db,
  where: SQL,
  request: RepriceRequest,
): Promise<RepricePreview> {
  const result = await db.execute(sql`
    with target as (select ${TARGET_PRICE_COLUMNS} from domains where ${where}),
    ${checkedCtes(request)},
    counts as (
      select count(*)::int as matched,
        (count(*) filter (where not same and reason is null))::int as changing,
        (count(*) filter (where same))::int as unchanged,
        (count(*) filter (where reason is not null))::int as refused
      from checked
    )
    select counts.*,
      (select coalesce(jsonb_agg(jsonb_build_object('code', code, 'count', n) order by n desc, code), '[]'::jsonb)
        from (select reason as code, count(*)::int as n from checked where reason is not null group by reason) r
      ) as refused_by_rule,
      (select coalesce(jsonb_agg(jsonb_build_object(
          'domainName', name,
          'before', jsonb_build_object('buyNowMicros', b0, 'floorMicros', f0, 'minBidMicros', m0),
          'after', jsonb_build_object('buyNowMicros', b1, 'floorMicros', f1, 'minBidMicros', m1)
        ) order by name), '[]'::jsonb)
        from (select * from checked where not same and reason is null order by name limit ${PREVIEW_EXAMPLES}) e
      ) as examples
    from counts
  `)
  const row = rowsOf(result)[0] ?? {}
  return {
    matched: Number(row.matched ?? 0),
    changing: Number(row.changing ?? 0),
    unchanged: Number(row.unchanged ?? 0),
    refused: Number(row.refused ?? 0),
    refusedByRule: parse(row.refused_by_rule ?? []),
    examples: parse(row.examples ?? []),
  }
}

export type RepriceStepResult = {
  matched: number
  updated: number
  refused: number
  lastId: string | null
  lastCreatedAt: string | null
}

const PRICE_CHANGE = (field: string, old: string, next: string) =>
  `(jsonb_build_object('field', '${field}', 'from', to_jsonb(${old}), 'to', to_jsonb(${next})))`

/**
 * One reprice statement over the whole selection or one keyset batch of it (decision 252):
 * locks the rows, updates those that change and pass the §5 rules, writes their history
 * (source 'reprice', old → new, with the bulk edit's id) and the refused names with the rule.
 */
export async function repriceStep(
  db: Db,
  input: StepOptions & { request: RepriceRequest; bulkEditId: string; actorId: string },
): Promise<RepriceStepResult> {
  const changes = sql.raw(
    [
      PRICE_CHANGE('buynowPriceMicros', 'old_b', 'new_b'),
      PRICE_CHANGE('floorPriceMicros', 'old_f', 'new_f'),
      PRICE_CHANGE('minbidPriceMicros', 'old_m', 'new_m'),
    ].join(', '),
  )
  const result = await db.execute(sql`
    with target as (${targetRows(TARGET_PRICE_COLUMNS, input)}),
    ${checkedCtes(input.request)},
    upd as (
      update domains set
        buynow_price_micros = case when c.b1 = c.b0 then c.old_b else nullif(c.b1, 0) end,
        floor_price_micros = case when c.f1 = c.f0 then c.old_f else nullif(c.f1, 0) end,
        minbid_price_micros = case when c.m1 = c.m0 then c.old_m else nullif(c.m1, 0) end,
        updated_at = now()
      from checked c
      where domains.id = c.id and not c.same and c.reason is null
      returning domains.id, domains.seller_id, c.old_b, c.old_f, c.old_m,
        domains.buynow_price_micros as new_b, domains.floor_price_micros as new_f,
        domains.minbid_price_micros as new_m
    ),
    hist as (
      insert into domain_history (domain_id, seller_id, actor_id, source, changes, bulk_edit_id)
      select id, seller_id, ${input.actorId}, 'reprice',
        (select jsonb_agg(ch) from (values ${changes}) v(ch) where ch->'from' is distinct from ch->'to'),
        ${input.bulkEditId}
      from upd
    ),
    refusals as (
      insert into bulk_edit_refusals (bulk_edit_id, domain_name, code)
      select ${input.bulkEditId}, name, reason from checked where reason is not null
      on conflict do nothing
      returning 1
    )
    select
      (select count(*) from target)::int as matched,
      (select count(*) from upd)::int as updated,
      (select count(*) from refusals)::int as refused,
      ${lastOfTarget(input)} as last_row
  `)
  const row = rowsOf(result)[0] ?? {}
  const last = parse<{ id: string; createdAt: string } | null>(row.last_row ?? null)
  return {
    matched: Number(row.matched ?? 0),
    updated: Number(row.updated ?? 0),
    refused: Number(row.refused ?? 0),
    lastId: last?.id ?? null,
    lastCreatedAt: last?.createdAt ?? null,
  }
}
