import { count, type SQL } from 'drizzle-orm'
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './client.ts'

/**
 * One page of a list (`rows`: its select, filtered by `where` and ordered, as `$dynamic()`) and
 * how many rows of `table` match `where` in all, read at the same time.
 */
export async function pageWithTotal<T extends PgSelect>(
  db: Db,
  rows: T,
  matching: { table: PgTable; where: SQL | undefined },
  page: { offset: number; limit: number },
): Promise<{ rows: Awaited<T>; total: number }> {
  const [items, [total]] = await Promise.all([
    rows.offset(page.offset).limit(page.limit),
    db.select({ n: count() }).from(matching.table).where(matching.where),
  ])
  return { rows: items, total: total?.n ?? 0 }
}
