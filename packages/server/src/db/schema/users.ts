import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type {
  MembershipPlan,
  Role,
  SellerApprovalStatus,
} from '@namefolio/core/account/account.contract'
import { randomId, timestamps, timestamptz } from './columns.ts'

export const users = pgTable(
  'users',
  {
    id: randomId(),
    email: text().notNull(),
    name: text().notNull(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    roles: text()
      .array()
      .$type<Role[]>()
      .notNull()
      .default(sql`'{seller}'::text[]`),
    membershipPlan: text().$type<MembershipPlan>().notNull().default('NONE'),
    membershipExpiresAt: timestamptz(),
    approvalStatus: text().$type<SellerApprovalStatus>().notNull().default('Approved'),
    cohortId: text(),
    /** Marketplace boost (spec §2 /account/boost): higher levels rank higher in search. */
    boostLevel: integer().notNull().default(0),
    /** Who sees the public profile (decision 503): PUBLIC, ANONYMOUS (no name) or PRIVATE. */
    profileVisibility: text()
      .$type<'PUBLIC' | 'ANONYMOUS' | 'PRIVATE'>()
      .notNull()
      .default('PUBLIC'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
    index('users_cohort_idx').on(t.cohortId),
  ],
)

export type UserRow = typeof users.$inferSelect
