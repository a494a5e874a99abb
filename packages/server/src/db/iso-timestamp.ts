import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'

/**
 * A timestamptz as the contracts' ISO 8601 text in UTC with milliseconds (what
 * `Date#toISOString` writes), whatever the session's time zone; null stays null. Lets a
 * statement hand out wire-ready dates instead of parsing and formatting them per row.
 */
export const isoTimestamp = (column: SQLWrapper): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
