/** What `db.execute` answers: `{ rows }` from PGlite and node-postgres, an array elsewhere. */
export type RowsOf<T> = { rows: T[] } | T[]

/**
 * The rows of a raw SQL result. Drizzle does not type raw SQL, so the caller names what its
 * statement selects: `rowsOf(result as RowsOf<{ n: number }>)` or `rowsOf<{ n: number }>(result)`.
 */
export function rowsOf<T>(result: RowsOf<T>): T[]
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[]
export function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])
}
