import { AppError } from './app-error.ts'

/** A keyset position: a row's time and id, the order every admin list pages by. */
export type KeysetPosition = { at: Date; id: string }

const SEPARATOR = '~'

export function encodeCursor(position: KeysetPosition): string {
  return `${position.at.toISOString()}${SEPARATOR}${position.id}`
}

/** The position a `nextCursor` names; a cursor that was not ours is a 400, never a 500. */
export function decodeCursor(cursor: string | undefined): KeysetPosition | undefined {
  if (cursor === undefined || cursor === '') return undefined
  const [iso, id] = cursor.split(SEPARATOR)
  const at = new Date(iso ?? '')
  if (id === undefined || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(at.getTime())) {
    throw new AppError('VALIDATION', 'This page cursor is not valid.', {
      fields: [{ field: 'cursor', code: 'admin.cursor.invalid' }],
    })
  }
  return { at, id }
}
