import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { CohortKind } from '@namefolio/core/switchboard/switchboard.contract'
import { createdAt, timestamps } from './columns.ts'
import { users } from './users.ts'

/**
 * Switchboard cohorts (spec §6, issue 19, decision 1325): a named set of accounts (its members
 * below) or a percentage rollout by account id (core isInPercentageRollout).
 */
export const cohorts = pgTable(
  'cohorts',
  {
    id: text()
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    name: text().notNull(),
    kind: text().$type<CohortKind>().notNull(),
    percent: integer(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('cohorts_name_key').on(sql`lower(${t.name})`)],
)

export const cohortMembers = pgTable(
  'cohort_members',
  {
    cohortId: text()
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cohortId, t.userId] }),
    index('cohort_members_user_idx').on(t.userId),
  ],
)

export type CohortRow = typeof cohorts.$inferSelect
