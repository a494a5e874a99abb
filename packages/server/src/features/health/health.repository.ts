import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../db/rows-of.ts'

/** Throws when the database does not answer a trivial query. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`)
}

/**
 * The `created_at` of every migration drizzle recorded as applied; empty when its table does
 * not exist yet (nothing was migrated).
 */
export async function listAppliedMigrationTimes(db: Db): Promise<number[]> {
  const [table] = rowsOf<{ name: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`),
  )
  if (!table?.name) return []
  const rows = rowsOf<{ created_at: string | number }>(
    await db.execute(sql`select created_at from drizzle.__drizzle_migrations`),
  )
  return rows.map((row) => Number(row.created_at))
}
