import { sql, type SQL } from 'drizzle-orm'
import { LEASE_MAX_MONTHS, LEASE_MIN_MONTHS } from '@namefolio/core/constants/price-rules'
import { DEFAULT_LANDER_COLORS } from '@namefolio/core/landers/lander-theme'
import { allowsBackgroundColor, landingForTemplate } from '@namefolio/core/landers/lander-template'
import { usdToMicros } from '@namefolio/core/money/money'
import {
  LEASE_PERIOD_RANGE_ERROR,
  MIN_LEASE_INSTALLMENT_USD,
} from '@namefolio/core/pricing/lease-period'
import { LTO_BUY_NOW_RANGE } from '@namefolio/core/pricing/lease-price'
import { PRICE_ERRORS } from '@namefolio/core/pricing/listing-prices'
import type { BulkModifications } from '@namefolio/core/portfolio/portfolio-bulk.contract'
import type { DomainHistorySource } from '@namefolio/core/portfolio/portfolio.contract'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../db/rows-of.ts'
import { LANDER_BUY_NOW_ERROR } from './edit-domain.ts'

/**
 * Set-based bulk edits and deletes (decision 203): one SQL statement per call locks the
 * target rows, checks the rules of core row by row in SQL, updates the rows that pass,
 * and writes one history row per changed domain. Called once for a small selection, or once
 * per batch of ids (keyset on id) by the bulk-operation job.
 */

const LTO_MIN = usdToMicros(LTO_BUY_NOW_RANGE.minUsd)
const LTO_MAX = usdToMicros(LTO_BUY_NOW_RANGE.maxUsd)
const ONE_USD = usdToMicros(1)
const INSTALLMENT = usdToMicros(MIN_LEASE_INSTALLMENT_USD)

const buyNow = sql.raw('coalesce(t.buynow_price_micros, 0)')
/** core's canEnableLease in SQL: a buy-now price inside the LTO range. */
const leaseEligible = sql`(${buyNow} > 0 and ${buyNow} >= ${LTO_MIN} and ${buyNow} <= ${LTO_MAX})`
/** core's maxLeasePeriodFor in SQL: floor(price / 25 USD) within 2..60, else 2. */
const maxLeasePeriod = sql`(case when ${leaseEligible} then least(${LEASE_MAX_MONTHS}::int, greatest(${LEASE_MIN_MONTHS}::int, floor(${buyNow}::numeric / ${INSTALLMENT}::numeric)::int)) else ${LEASE_MIN_MONTHS}::int end)`

type Tracked = { field: string; column: string }
type Plan = { sets: SQL[]; reasons: SQL[]; tracked: Tracked[] }

function planModifications(m: BulkModifications): Plan {
  const sets: SQL[] = []
  const reasons: SQL[] = []
  const tracked: Tracked[] = []
  const track = (field: string, column: string) => tracked.push({ field, column })

  if (m.leasingEnabled !== undefined) {
    sets.push(sql`leasing_enabled = ${m.leasingEnabled}`)
    track('leasingEnabled', 'leasing_enabled')
    if (m.leasingEnabled) {
      reasons.push(sql`when not ${leaseEligible} then ${PRICE_ERRORS.ltoInvalidPrice}`)
    }
  }
  if (m.maxLeasePeriod !== undefined) {
    sets.push(sql`max_lease_period = ${m.maxLeasePeriod}`)
    track('maxLeasePeriod', 'max_lease_period')
    reasons.push(
      sql`when ${m.maxLeasePeriod}::int < ${LEASE_MIN_MONTHS}::int or ${m.maxLeasePeriod}::int > ${maxLeasePeriod} then ${LEASE_PERIOD_RANGE_ERROR}`,
    )
  }
  if (m.landerTemplate !== undefined) {
    const landing = landingForTemplate(m.landerTemplate)
    sets.push(
      sql`landing_page = ${landing.landingPage}`,
      sql`intake_style = ${landing.intakeStyle}`,
      sql`lander_template = ${m.landerTemplate}`,
    )
    track('landingPage', 'landing_page')
    track('intakeStyle', 'intake_style')
    track('landerTemplate', 'lander_template')
    if (!allowsBackgroundColor(m.landerTemplate)) {
      sets.push(
        sql`background_color_option = ${DEFAULT_LANDER_COLORS.backgroundColorOption}`,
        sql`background_color_custom = ${DEFAULT_LANDER_COLORS.backgroundColorCustom}`,
        sql`font_color_option = ${DEFAULT_LANDER_COLORS.fontColorOption}`,
      )
      track('backgroundColorOption', 'background_color_option')
      track('backgroundColorCustom', 'background_color_custom')
      track('fontColorOption', 'font_color_option')
    }
    if (m.landerTemplate === 'BUY_NOW') {
      reasons.push(sql`when ${buyNow} < ${ONE_USD} then ${LANDER_BUY_NOW_ERROR}`)
    }
  } else if (m.intakeStyle !== undefined) {
    sets.push(
      sql`intake_style = ${m.intakeStyle}`,
      sql`lander_template = case when t.landing_page = 'PARKING' then 'CASH_PARKING' else ${m.intakeStyle} end`,
    )
    track('intakeStyle', 'intake_style')
    track('landerTemplate', 'lander_template')
    if (m.intakeStyle === 'BUY_NOW') {
      reasons.push(
        sql`when t.landing_page = 'SALES' and ${buyNow} < ${ONE_USD} then ${LANDER_BUY_NOW_ERROR}`,
      )
    }
  }
  for (const [key, column] of [
    ['hidden', 'hidden'],
    ['featured', 'featured'],
    ['canFastTransfer', 'can_fast_transfer'],
  ] as const) {
    const value = m[key]
    if (value !== undefined) {
      sets.push(sql`${sql.raw(column)} = ${value}`)
      track(key, column)
    }
  }
  return { sets, reasons, tracked }
}

export type BulkStepResult = {
  matched: number
  affected: number
  lastId: string | null
  /** created_at (PostgreSQL's text form, microseconds) of the batch's last row */
  lastCreatedAt: string | null
  skippedSample: { domainName: string; code: string }[]
  /** Parked (cash parking) rows the edit changed and left parked, or moved off parking. */
  parkedKept: number
  parkedLeft: number
}

export type StepOptions = {
  /** The rows to touch; must scope to the seller (filterCondition or names). */
  where: SQL
  /**
   * Keyset batching on (created_at, id), the per-seller `domains_seller_created_idx`: rows
   * added together sit together on disk, so a batch rewrites a few hundred heap pages instead
   * of one page per row, as id (random uuid) order did (decision 252). Only rows after this
   * key, at most `batchSize`. Without `afterCreatedAt` (a job saved before this order), by id.
   */
  afterId?: string | null
  afterCreatedAt?: string | null
  /** The last row of this batch's stream (decision 1250), inclusive; none: to the end. */
  throughId?: string | null
  throughCreatedAt?: string | null
  batchSize?: number
}

export function targetRows(columns: SQL, options: StepOptions): SQL {
  if (!options.batchSize)
    return sql`select ${columns} from domains where ${options.where} for update`
  if (options.afterId && !options.afterCreatedAt) {
    return sql`select ${columns} from domains where ${options.where} and domains.id > ${options.afterId} order by domains.id limit ${options.batchSize} for update`
  }
  const after = options.afterId
    ? sql` and (domains.created_at, domains.id) > (${options.afterCreatedAt}::timestamptz, ${options.afterId}::uuid)`
    : sql``
  const through = options.throughId
    ? sql` and (domains.created_at, domains.id) <= (${options.throughCreatedAt}::timestamptz, ${options.throughId}::uuid)`
    : sql``
  return sql`select ${columns} from domains where ${options.where}${after}${through} order by domains.created_at, domains.id limit ${options.batchSize} for update`
}

/** The last row of a batch in batch order (see StepOptions). */
export function lastOfTarget(options: StepOptions): SQL {
  const order = options.afterId && !options.afterCreatedAt ? 'id desc' : 'created_at desc, id desc'
  return sql.raw(
    `(select jsonb_build_object('id', id::text, 'createdAt', created_at::text) from target order by ${order} limit 1)`,
  )
}

/** One bulk edit statement (see the file's note). */
export async function bulkEditStep(
  db: Db,
  input: StepOptions & {
    actorId: string
    source: DomainHistorySource
    modifications: BulkModifications
    /** The bulk edit this statement belongs to (issue 15): on its history and refusals. */
    bulkEditId?: string | null
  },
): Promise<BulkStepResult> {
  const editId = input.bulkEditId ?? null
  const plan = planModifications(input.modifications)
  const reason =
    plan.reasons.length > 0 ? sql`case ${sql.join(plan.reasons, sql` `)} end` : sql`null::text`
  const oldColumns = sql.raw(
    [...new Set(plan.tracked.map((t) => t.column))]
      .map((c) => `domains.${c} as old_${c}`)
      .join(', '),
  )
  const changeObjects = sql.raw(
    plan.tracked
      .map(
        (t) =>
          `(jsonb_build_object('field', '${t.field}', 'from', to_jsonb(old_${t.column}), 'to', to_jsonb(${t.column})))`,
      )
      .join(', '),
  )
  const result = await db.execute(sql`
    with target as (
      ${targetRows(sql`domains.id, domains.created_at, domains.name, domains.buynow_price_micros, domains.landing_page, ${oldColumns}`, input)}
    ),
    checked as (
      select t.*, (select ${reason}) as reason from target t
    ),
    upd as (
      update domains set ${sql.join(plan.sets, sql`, `)}, updated_at = now()
      from checked t
      where domains.id = t.id and t.reason is null
      returning domains.id, domains.seller_id, t.landing_page as was_landing,
        domains.landing_page as now_landing, ${sql.raw(
          [...new Set(plan.tracked.map((t) => t.column))]
            .map((c) => `domains.${c}, t.old_${c}`)
            .join(', '),
        )}
    ),
    changes as (
      select upd.id, upd.seller_id,
        (select coalesce(jsonb_agg(c), '[]'::jsonb) from (values ${changeObjects}) v(c)
          where c->'from' is distinct from c->'to') as changes
      from upd
    ),
    hist as (
      insert into domain_history (domain_id, seller_id, actor_id, source, changes, bulk_edit_id)
      select id, seller_id, ${input.actorId}, ${input.source}, changes, ${editId}::uuid
      from changes where changes <> '[]'::jsonb
    ),
    refusals as (
      insert into bulk_edit_refusals (bulk_edit_id, domain_name, code)
      select ${editId}::uuid, name, reason from checked
      where reason is not null and ${editId}::uuid is not null
      on conflict do nothing
    )
    select
      (select count(*) from target)::int as matched,
      (select count(*) from upd)::int as affected,
      (select count(*) from upd where was_landing = 'PARKING' and now_landing = 'PARKING')::int as parked_kept,
      (select count(*) from upd where was_landing = 'PARKING' and now_landing <> 'PARKING')::int as parked_left,
      ${lastOfTarget(input)} as last_row,
      (select coalesce(jsonb_agg(jsonb_build_object('domainName', name, 'code', reason)), '[]'::jsonb)
        from (select name, reason from checked where reason is not null order by name limit 100) s
      ) as skipped_sample
  `)
  return readStep(result)
}

/** One bulk delete statement. */
export async function bulkDeleteStep(db: Db, input: StepOptions): Promise<BulkStepResult> {
  const result = await db.execute(sql`
    with target as (${targetRows(sql`domains.id, domains.created_at`, input)}),
    del as (delete from domains using target where domains.id = target.id returning domains.id)
    select
      (select count(*) from target)::int as matched,
      (select count(*) from del)::int as affected,
      ${lastOfTarget(input)} as last_row,
      '[]'::jsonb as skipped_sample
  `)
  return readStep(result)
}

/** How many rows a selection matches, counting at most `cap + 1`. */
export async function countUpTo(db: Db, where: SQL, cap: number): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from (select 1 from domains where ${where} limit ${cap + 1}) s`,
  )
  return Number(rowsOf(result)[0]?.n ?? 0)
}

/** The row at `offset` of a selection's (created_at, id) order, as a keyset key. */
export async function selectionRowAt(
  db: Db,
  where: SQL,
  offset: number,
): Promise<{ id: string; createdAt: string } | null> {
  const result = await db.execute(sql`
    select id::text as id, created_at::text as created_at from domains where ${where}
    order by created_at, id offset ${offset} limit 1`)
  const row = rowsOf(result)[0]
  return row ? { id: String(row.id), createdAt: String(row.created_at) } : null
}

export async function countExact(db: Db, where: SQL): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from domains where ${where}`)
  return Number(rowsOf(result)[0]?.n ?? 0)
}

function readStep(result: unknown): BulkStepResult {
  const row = rowsOf(result)[0] ?? {}
  const sample = row.skipped_sample
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T
  const last = parse<{ id: string; createdAt: string } | null>(row.last_row ?? null)
  return {
    matched: Number(row.matched ?? 0),
    affected: Number(row.affected ?? 0),
    parkedKept: Number(row.parked_kept ?? 0),
    parkedLeft: Number(row.parked_left ?? 0),
    lastId: last?.id ?? null,
    lastCreatedAt: last?.createdAt ?? null,
    skippedSample: (typeof sample === 'string' ? JSON.parse(sample) : (sample ?? [])) as {
      domainName: string
      code: string
    }[],
  }
}
