import {
  bigint,
  boolean,
  integer,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import type { PaymentMethod } from '@namefolio/core/sales/transaction-status'

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

/** When the row was last changed (set on insert). */
export const updatedAt = () => timestamptz().notNull().defaultNow()

/** When the row was written and last changed, both set on insert. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** A required reference to another row; `cascade` deletes this row with the one it names. */
export const requiredRef = (column: () => AnyPgColumn, onDelete?: 'cascade') =>
  uuid()
    .notNull()
    .references(column, onDelete === undefined ? {} : { onDelete })

/** An optional reference to another row; `onDelete` says what becomes of this row with it. */
export const optionalRef = (column: () => AnyPgColumn, onDelete?: 'cascade' | 'set null') =>
  uuid().references(column, onDelete === undefined ? {} : { onDelete })

/** A row that extends another one-to-one: its key is the other row's id, deleted with it. */
export const extensionKey = (column: () => AnyPgColumn) =>
  uuid().primaryKey().references(column, { onDelete: 'cascade' })

/**
 * A job that works through its rows with back-off: how many tries so far and when the next is
 * due (due at once when the row is written).
 */
export const retries = () => ({
  attempts: integer().notNull().default(0),
  nextCheckAt: timestamptz().notNull().defaultNow(),
})

/** A file uploaded to DATA_DIR/uploads for a job to read (decision 701): its name, path, size. */
export const uploadedFile = () => ({
  fileName: text().notNull(),
  filePath: text().notNull(),
  sizeBytes: int64().notNull(),
})

/**
 * How a lander looks (issue 18, decision 1010): the seller's default, copied to each newly
 * added name, and each name's own.
 */
export const landerLook = () => ({
  backgroundColorOption: text().notNull().default('AUTO'),
  backgroundColorCustom: text().notNull().default('#ABCDEF'),
  fontColorOption: text().notNull().default('AUTO'),
  showLanderBuyNowOption: boolean().notNull().default(true),
  showLanderLeaseToOwnOption: boolean().notNull().default(true),
  showLanderMakeOfferOption: boolean().notNull().default(true),
})

/** Where a payout goes: the seller's payout account and its method, null until chosen. */
export const payoutDestination = () => ({
  payoutAccountId: uuid(),
  method: text().$type<PaymentMethod>(),
})

/** What the payout provider answered: when it paid, its payout id, or the error. */
export const payoutOutcome = () => ({
  paidAt: timestamptz(),
  providerPayoutId: text(),
  error: text(),
})

/** A secret credential's life after it was issued: when it was last used, when revoked. */
export const credentialUse = () => ({
  lastUsedAt: timestamptz(),
  revokedAt: timestamptz(),
})
