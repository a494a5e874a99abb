import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { users } from './users.ts'
import { createdAt, randomId, requiredRef, timestamptz } from './columns.ts'

/**
 * Each change of a seller's boost level (decision 1020): when a level started, so the boost
 * page can say since when a surcharge applies. Sales carry their own rate (`commission_bps`).
 */
export const boostChanges = pgTable(
  'boost_changes',
  {
    id: randomId(),
    userId: requiredRef(() => users.id, 'cascade'),
    fromLevel: integer().notNull(),
    toLevel: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('boost_changes_user_idx').on(t.userId, t.createdAt)],
)

/** Which release notes each person has seen in the "What's new" panel (decision 1024). */
export const releaseNoteReads = pgTable(
  'release_note_reads',
  {
    userId: requiredRef(() => users.id, 'cascade'),
    noteId: text().notNull(),
    readAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.noteId] })],
)
