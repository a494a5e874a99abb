import { AppError } from './app-error.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * A keyset page's cursor is the id of the last row it showed. Queries find that row's
 * (created_at, id) in the database: a timestamp sent through JSON loses PostgreSQL's
 * microseconds, and a page started from the rounded time showed its last row again.
 */
export function encodeCursor(lastId: string): string {
  return lastId
}

/** The row id a `nextCursor` names; a cursor that was not ours is a 400, never a 500. */
export function decodeCursor(cursor: string | undefined): string | undefined {
  if (cursor === undefined || cursor === '') return undefined
  if (!UUID.test(cursor)) {
    throw new AppError('VALIDATION', 'This page cursor is not valid.', {
      fields: [{ field: 'cursor', code: 'admin.cursor.invalid' }],
    })
  }
  return cursor
}
