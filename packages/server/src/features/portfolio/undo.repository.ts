import { getTableColumns, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../db/rows-of.ts'
import { domains } from '../../db/schema/domains.ts'

/** The refusal key of a domain changed since the edit: the later change wins. */
export const UNDO_SKIPPED = 'bulkEdits.undo.changedSince'

/** Columns an undo never writes back: identity and bookkeeping, never a listing setting. */
const NOT_UNDOABLE = new Set(['id', 'sellerId', 'name', 'displayName', 'createdAt', 'updatedAt'])

/** The domains column a history change's field names (history uses the schema's keys). */
function columnOf(field: string): string | null {
  if (NOT_UNDOABLE.has(field)) return null
  const column = (getTableColumns(domains) as Record<string, { name: string } | undefined>)[field]
  if (!column) return null
  // Columns named in the schema keep their name; the rest take the snake_case of their key.
  return column.name !== field ? column.name : field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
}

/** The fields an edit's history rows changed (a handful: the columns of one bulk edit). */
async function changedFields(db: Db, sellerId: string, bulkEditId: string): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct c->>'field' as field
    from domain_history dh, jsonb_array_elements(dh.changes) c
    where dh.bulk_edit_id = ${bulkEditId} and dh.seller_id = ${sellerId}`)
  return rowsOf<{ field: string }>(result).map((r) => r.field)
}

/** The columns an edit changed, as `field` (history key) and `column` (SQL name). */
export type UndoFields = { field: string; column: string }[]

/** What one undo step restores: the fields of the edit, read once per undo. */
export async function undoableFields(
  db: Db,
  sellerId: string,
  bulkEditId: string,
): Promise<UndoFields> {
  return (await changedFields(db, sellerId, bulkEditId))
    .map((field) => ({ field, column: columnOf(field) }))
    .filter((f): f is { field: string; column: string } => f.column !== null)
}

/**
 * Undoes one batch of a bulk edit in one statement (decision 279): the next `batchSize`
 * domains (by id, after `afterDomainId`) its history rows name get their old values back, but
 * only where each field still holds the value the edit wrote; a domain changed since (by hand,
 * CSV or another edit) is skipped whole, the later change wins. Writes history rows (source
 * 'undo', carrying the undo's own bulk edit id). Without a batch size, the whole edit at once.
 */
export async function undoBulkEditStep(
  db: Db,
  input: {
    sellerId: string
    actorId: string
    bulkEditId: string
    undoId: string
    fields: UndoFields
    afterDomainId?: string | null
    batchSize?: number
  },
): Promise<{ matched: number; restored: number; read: number; lastDomainId: string | null }> {
  const { fields } = input
  if (fields.length === 0) return { matched: 0, restored: 0, read: 0, lastDomainId: null }
  const after = input.afterDomainId ? sql`and dh.domain_id > ${input.afterDomainId}` : sql``
  const limit = input.batchSize === undefined ? sql`` : sql`limit ${input.batchSize}`
  const change = (f: string, from = 't') => sql`(${sql.raw(from)}.m -> ${f})`
  const intact = sql.join(
    fields.map(
      (f) =>
        sql`(${change(f.field, 'h')} is null or coalesce(to_jsonb(d.${sql.raw(f.column)}), 'null'::jsonb) = ${change(f.field, 'h')} -> 'to')`,
    ),
    sql` and `,
  )
  const sets = sql.join(
    fields.map(
      (f) =>
        sql`${sql.raw(f.column)} = case when ${change(f.field)} is null then d.${sql.raw(f.column)}
          else (jsonb_populate_record(null::domains, jsonb_build_object(${f.column}::text, ${change(f.field)} -> 'from'))).${sql.raw(f.column)} end`,
    ),
    sql`, `,
  )
  const result = await db.execute(sql`
    with batch as (
      select dh.domain_id, dh.changes
      from domain_history dh
      where dh.bulk_edit_id = ${input.bulkEditId} and dh.seller_id = ${input.sellerId} ${after}
      order by dh.domain_id
      ${limit}
    ),
    h as (
      select b.domain_id, jsonb_object_agg(c->>'field', c) as m
      from batch b, jsonb_array_elements(b.changes) c
      group by b.domain_id
    ),
    target as (
      select d.id, d.name, d.seller_id, h.m, ${intact} as intact
      from domains d join h on h.domain_id = d.id
      where d.seller_id = ${input.sellerId}
      for update of d
    ),
    upd as (
      update domains d set ${sets}, updated_at = now()
      from target t
      where d.id = t.id and t.intact
      returning d.id, d.seller_id, t.m
    ),
    skipped as (
      insert into bulk_edit_refusals (bulk_edit_id, domain_name, code)
      select ${input.undoId}, name, ${UNDO_SKIPPED} from target where not intact
      on conflict do nothing
    ),
    hist as (
      insert into domain_history (domain_id, seller_id, actor_id, source, changes, bulk_edit_id)
      select id, seller_id, ${input.actorId}, 'undo',
        (select jsonb_agg(jsonb_build_object('field', k, 'from', c->'to', 'to', c->'from'))
          from jsonb_each(m) e(k, c)),
        ${input.undoId}
      from upd
    )
    select (select count(*) from target)::int as matched, (select count(*) from upd)::int as restored,
      (select count(*) from batch)::int as read,
      (select domain_id from batch order by domain_id desc limit 1) as last_domain_id
  `)
  type Counts = { matched: number; restored: number; read: number; last_domain_id: string | null }
  const row = rowsOf<Counts>(result)[0]
  return {
    matched: Number(row?.matched ?? 0),
    restored: Number(row?.restored ?? 0),
    read: Number(row?.read ?? 0),
    lastDomainId: row?.last_domain_id ?? null,
  }
}
