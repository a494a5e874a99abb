import { sql } from 'drizzle-orm'
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type {
  MembershipPlan,
  Role,
  SellerApprovalStatus,
} from '@namefolio/core/account/account.constants'
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
    /** Marketplace boost (spec §2 /account/boost): higher levels rank higher in search. */
    boostLevel: integer().notNull().default(0),
    /** Who sees the public profile (decision 503): PUBLIC, ANONYMOUS (no name) or PRIVATE. */
    profileVisibility: text()
      .$type<'PUBLIC' | 'ANONYMOUS' | 'PRIVATE'>()
      .notNull()
      .default('PUBLIC'),
    // The seller's profile (issue 18, decisions 1002-1007).
    bio: text(),
    /** ISO 3166-1 alpha-2. */
    country: text(),
    /** `+` and 7 to 15 digits. */
    phone: text(),
    timeZone: text().notNull().default('America/New_York'),
    language: text().notNull().default('en-US'),
    currency: text().notNull().default('USD'),
    /** The new address waiting for its confirmation link (decision 1003). */
    pendingEmail: text(),
    showSalesCount: boolean().notNull().default(true),
    showResponseTime: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
  ],
)

export type UserRow = typeof users.$inferSelect
