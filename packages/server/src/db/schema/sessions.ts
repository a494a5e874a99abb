import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './users.ts'
import { createdAt, randomId, requiredRef, timestamptz } from './columns.ts'

/** Opaque session tokens, stored only as their SHA-256 hash (DESIGN.md §4). */
export const sessions = pgTable(
  'sessions',
  {
    id: randomId(),
    userId: requiredRef(() => users.id, 'cascade'),
    tokenHash: text().notNull(),
    realm: text().notNull().default('portal'),
    authenticatedAt: timestamptz().notNull().defaultNow(),
    lastSeenAt: timestamptz().notNull().defaultNow(),
    expiresAt: timestamptz().notNull(),
    revokedAt: timestamptz(),
    userAgent: text(),
    ipAddress: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
)

export type SessionRow = typeof sessions.$inferSelect
