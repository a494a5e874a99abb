import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../db/rows-of.ts'
import {
  marketplaceImports,
  type MarketplaceImportRow,
} from '../../db/schema/marketplace-imports.ts'

type Executor = Pick<Db, 'execute'>

/** What became of one row of an export (the `outcome` column). */
export type RowOutcome = 'mapped' | 'unmapped' | 'added' | 'inPortfolio' | 'unverified'

/** One row as staged: their values mapped onto ours, or the reason it was not mapped. */
export type StagedRow = {
  line: number
  name: string
  outcome: RowOutcome
  reason: string | null
  buynow: number | null
  floor: number | null
  minbid: number | null
  leasing: boolean | null
  leaseMonths: number | null
  lander: string | null
  nameservers: string[]
}

export async function insertImport(
  db: Db,
  row: typeof marketplaceImports.$inferInsert,
): Promise<MarketplaceImportRow> {
  const [inserted] = await db.insert(marketplaceImports).values(row).returning()
  return inserted!
}

/** The seller's import of this id, or null (another seller's is "not found" too). */
export async function findSellerImport(
  db: Db,
  sellerId: string,
  importId: string,
): Promise<MarketplaceImportRow | null> {
  const [row] = await db
    .select()
    .from(marketplaceImports)
    .where(and(eq(marketplaceImports.id, importId), eq(marketplaceImports.sellerId, sellerId)))
    .limit(1)
  return row ?? null
}

export async function findImport(db: Db, importId: string): Promise<MarketplaceImportRow | null> {
  const [row] = await db
    .select()
    .from(marketplaceImports)
    .where(eq(marketplaceImports.id, importId))
    .limit(1)
  return row ?? null
}

export async function listSellerImports(
  db: Db,
  sellerId: string,
  page: { offset: number; limit: number },
) {
  const where = eq(marketplaceImports.sellerId, sellerId)
  const rows = await db
    .select()
    .from(marketplaceImports)
    .where(where)
    .orderBy(desc(marketplaceImports.createdAt), desc(marketplaceImports.id))
    .offset(page.offset)
    .limit(page.limit)
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(marketplaceImports)
    .where(where)
  return { rows, total: Number(count?.n ?? 0) }
}

/**
 * Stages one batch of rows (unnest arrays: one statement for thousands of rows) and moves the
 * import's checkpoint past it. Run in the caller's transaction with whatever the batch wrote,
 * so a crash replays at most this batch; a replayed row keeps its first outcome.
 */
export async function stageBatch(
  tx: Executor,
  input: {
    importId: string
    sellerId: string
    rows: StagedRow[]
    endBytes: number
    endLine: number
  },
): Promise<void> {
  const { rows } = input
  if (rows.length > 0) {
    const col = <T>(pick: (r: StagedRow) => T) => sql.param(rows.map(pick))
    await tx.execute(sql`
      insert into marketplace_import_rows
        (import_id, seller_id, line, name, outcome, reason, buynow, floor, minbid, leasing,
         lease_months, lander, nameservers)
      select ${input.importId}::uuid, ${input.sellerId}::uuid, line, name, outcome, reason,
             buynow, floor, minbid, leasing, lease_months, lander,
             case when ns = '' then '{}'::text[] else string_to_array(ns, ' ') end
        from unnest(${col((r) => r.line)}::int[], ${col((r) => r.name)}::text[],
                    ${col((r) => r.outcome)}::text[], ${col((r) => r.reason)}::text[],
                    ${col((r) => r.buynow)}::bigint[], ${col((r) => r.floor)}::bigint[],
                    ${col((r) => r.minbid)}::bigint[], ${col((r) => r.leasing)}::boolean[],
                    ${col((r) => r.leaseMonths)}::int[], ${col((r) => r.lander)}::text[],
                    ${col((r) => r.nameservers.join(' '))}::text[])
          as t(line, name, outcome, reason, buynow, floor, minbid, leasing, lease_months,
               lander, ns)
      on conflict (import_id, line) do nothing`)
  }
  await tx.execute(sql`
    update marketplace_imports
       set state = 'running', bytes_read = ${input.endBytes}, line_number = ${input.endLine},
           rows_read = rows_read + ${rows.length}, updated_at = now()
     where id = ${input.importId}`)
}

/** Ends an import: its counters from the staged rows, and how many domains drifted. */
export async function finishImport(
  db: Db,
  input: { importId: string; state: 'completed' | 'failed'; error: string | null; drifted: number },
): Promise<void> {
  await db.execute(sql`
    with counts as (
      select count(*)::int as read,
             count(*) filter (where outcome <> 'unmapped')::int as mapped,
             count(*) filter (where outcome = 'unmapped')::int as unmapped,
             count(*) filter (where outcome = 'added')::int as added,
             count(*) filter (where outcome = 'inPortfolio')::int as in_portfolio,
             count(*) filter (where outcome = 'unverified')::int as unverified
        from marketplace_import_rows where import_id = ${input.importId}
    )
    update marketplace_imports i
       set state = ${input.state}, error = ${input.error}, rows_read = counts.read,
           rows_mapped = counts.mapped, rows_unmapped = counts.unmapped,
           rows_added = counts.added, rows_in_portfolio = counts.in_portfolio,
           rows_unverified = counts.unverified, rows_drifted = ${input.drifted},
           finished_at = now(), updated_at = now()
      from counts
     where i.id = ${input.importId}`)
}

/** The unmapped rows of an import by reason, most first. */
export async function countUnmappedByReason(db: Db, importId: string) {
  return rowsOf<{ code: string; count: number }>(
    await db.execute(sql`
      select reason as code, count(*)::int as count from marketplace_import_rows
       where import_id = ${importId} and outcome = 'unmapped'
       group by reason order by count(*) desc, reason limit 50`),
  )
}

/** A page of unmapped rows after a line, for the downloadable report. */
export async function listUnmappedAfter(
  db: Db,
  importId: string,
  afterLine: number,
  limit: number,
) {
  return rowsOf<{ line: number; name: string; reason: string }>(
    await db.execute(sql`
      select line, name, reason from marketplace_import_rows
       where import_id = ${importId} and outcome = 'unmapped' and line > ${afterLine}
       order by line limit ${limit}`),
  )
}
