import { and, desc, eq, gt, sql } from 'drizzle-orm'
import type {
  BulkEditKind,
  BulkEditState,
  BulkEditSummary,
} from '@namefolio/core/portfolio/bulk-reprice.contract'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../db/rows-of.ts'
import { bulkEditRefusals, bulkEdits, type BulkEditRow } from '../../db/schema/portfolio.ts'

/** The listing history (issue 15): bulk edits of a seller, their counts and refusals. */

export async function createBulkEdit(
  db: Db,
  input: { sellerId: string; actorId: string; kind: BulkEditKind; request: object },
): Promise<BulkEditRow> {
  const [row] = await db
    .insert(bulkEdits)
    .values({ ...input, request: input.request as Record<string, unknown> })
    .returning()
  return row!
}

export async function finishBulkEdit(
  db: Db,
  id: string,
  result: { state: BulkEditState; matched: number; updated: number; refused: number },
): Promise<void> {
  await db
    .update(bulkEdits)
    .set({ ...result, updatedAt: new Date() })
    .where(eq(bulkEdits.id, id))
}

/** Marks an edit undone by another, unless it already was (false then). */
export async function markUndone(db: Db, id: string, undoId: string): Promise<boolean> {
  const rows = await db
    .update(bulkEdits)
    .set({ undoneAt: new Date(), undoneByEditId: undoId })
    .where(and(eq(bulkEdits.id, id), sql`${bulkEdits.undoneAt} is null`))
    .returning({ id: bulkEdits.id })
  return rows.length > 0
}

export async function findBulkEdit(
  db: Db,
  sellerId: string,
  id: string,
): Promise<BulkEditRow | null> {
  const [row] = await db
    .select()
    .from(bulkEdits)
    .where(and(eq(bulkEdits.sellerId, sellerId), eq(bulkEdits.id, id)))
  return row ?? null
}

/** The seller's latest edit that is not itself an undo: the one an undo reverts. */
export async function findLastEdit(db: Db, sellerId: string): Promise<BulkEditRow | null> {
  const [row] = await db
    .select()
    .from(bulkEdits)
    .where(and(eq(bulkEdits.sellerId, sellerId), sql`${bulkEdits.kind} <> 'undo'`))
    .orderBy(desc(bulkEdits.createdAt), desc(bulkEdits.id))
    .limit(1)
  return row ?? null
}

export async function listRecentEdits(
  db: Db,
  sellerId: string,
  limit: number,
): Promise<BulkEditRow[]> {
  return db
    .select()
    .from(bulkEdits)
    .where(eq(bulkEdits.sellerId, sellerId))
    .orderBy(desc(bulkEdits.createdAt), desc(bulkEdits.id))
    .limit(limit)
}

/** Refusals by rule for each of the given edits, most first. */
export async function refusalsByRule(
  db: Db,
  ids: string[],
): Promise<Map<string, { code: string; count: number }[]>> {
  const byEdit = new Map<string, { code: string; count: number }[]>()
  if (ids.length === 0) return byEdit
  const result = await db.execute(sql`
    select bulk_edit_id::text as id, code, count(*)::int as n from bulk_edit_refusals
    where bulk_edit_id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    group by bulk_edit_id, code order by n desc, code`)
  for (const r of rowsOf<{ id: string; code: string; n: number }>(result)) {
    byEdit.set(r.id, [...(byEdit.get(r.id) ?? []), { code: r.code, count: Number(r.n) }])
  }
  return byEdit
}

/** One page of an edit's refusals in name order (keyset), for the CSV. */
export async function refusalsPage(
  db: Db,
  bulkEditId: string,
  afterName: string | null,
  limit: number,
): Promise<{ domainName: string; code: string }[]> {
  return db
    .select({ domainName: bulkEditRefusals.domainName, code: bulkEditRefusals.code })
    .from(bulkEditRefusals)
    .where(
      and(
        eq(bulkEditRefusals.bulkEditId, bulkEditId),
        afterName === null ? undefined : gt(bulkEditRefusals.domainName, afterName),
      ),
    )
    .orderBy(bulkEditRefusals.domainName)
    .limit(limit)
}

export function toSummary(
  row: BulkEditRow,
  refusedByRule: { code: string; count: number }[] = [],
): BulkEditSummary {
  return {
    id: row.id,
    kind: row.kind as BulkEditKind,
    state: row.state as BulkEditState,
    matched: row.matched,
    updated: row.updated,
    refused: row.refused,
    request: row.request,
    createdAt: row.createdAt.toISOString(),
    undoneAt: row.undoneAt?.toISOString() ?? null,
    refusedByRule,
  }
}
