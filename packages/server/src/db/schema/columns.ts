import { bigint, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core'

/**
 * Column builders the tables share, so a column that means the same thing is declared the same
 * way everywhere. Each call makes a new builder: a builder belongs to one table.
 */

/** A 64-bit integer (counts, offsets, sequence numbers), read as a JavaScript number. */
export const int64 = () => bigint({ mode: 'number' })

/** Money: integer micros (DESIGN.md §2), read as a JavaScript number. */
export const micros = (name: string) => bigint(name, { mode: 'number' })

/** A point in time, stored as timestamptz (UTC). */
export const timestamptz = () => timestamp({ withTimezone: true })

/** A random uuid primary key. */
export const randomId = () => uuid().primaryKey().defaultRandom()

/** When the row was written. */
export const createdAt = () => timestamptz().notNull().defaultNow()

/** When the row was written and last changed, both set on insert. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamptz().notNull().defaultNow(),
})

/** A required reference to another row; `cascade` deletes this row with the one it names. */
export const requiredRef = (column: () => AnyPgColumn, onDelete?: 'cascade') =>
  uuid()
    .notNull()
    .references(column, onDelete === undefined ? {} : { onDelete })

/** A row that extends another one-to-one: its key is the other row's id, deleted with it. */
export const extensionKey = (column: () => AnyPgColumn) =>
  uuid().primaryKey().references(column, { onDelete: 'cascade' })
