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

/**
 * Undoes one bulk edit in one statement (decision 279): every domain its history rows name
 * gets its old values back, but only where each field still holds the value the edit wrote;
 * a domain changed since (by hand, CSV or another edit) is skipped whole, the later change
 * wins. Writes history rows (source 'undo', carrying the undo's own bulk edit id).
 */
export async function undoBulkEditStep(
  db: Db,
  input: { sellerId: string; actorId: string; bulkEditId: string; undoId: string },
): Promise<{ matched: number; restored: number }> {
  const fields = (await changedFields(db, input.sellerId, input.bulkEditId))
    .map((field) => ({ field, column: columnOf(field) }))
    .filter((f): f is { field: string; column: string } => f.column !== null)
  if (fields.length === 0) return { matched: 0, restored: 0 }
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
    with h as (
      select dh.domain_id, jsonb_object_agg(c->>'field', c) as m
      from domain_history dh, jsonb_array_elements(dh.changes) c
      where dh.bulk_edit_id = ${input.bulkEditId} and dh.seller_id = ${input.sellerId}
      group by dh.domain_id
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
    select (select count(*) from target)::int as matched, (select count(*) from upd)::int as restored
  `)
  const row = rowsOf<{ matched: number; restored: number }>(result)[0]
  return { matched: Number(row?.matched ?? 0), restored: Number(row?.restored ?? 0) }
}
