import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { MembershipPlan } from '@namefolio/core/account/account.constants'
import type { BillingCycle } from '@namefolio/core/membership/membership-plans'
import type { MembershipNotice } from '@namefolio/core/membership/membership.contract'
import { users } from './users.ts'
import {
  createdAt,
  extensionKey,
  micros,
  randomId,
  requiredRef,
  timestamps,
  timestamptz,
} from './columns.ts'

/**
 * A seller's paid membership (issue 19, decision 1317): the current period, kept in step with
 * `users.membership_plan` and `users.membership_expires_at` (period_end), which every gate reads.
 */
export const membershipSubscriptions = pgTable(
  'membership_subscriptions',
  {
    userId: extensionKey(() => users.id),
    plan: text().$type<MembershipPlan>().notNull(),
    cycle: text().$type<BillingCycle>().notNull(),
    periodStart: timestamptz().notNull(),
    periodEnd: timestamptz().notNull(),
    isAutoRenew: boolean().notNull().default(true),
    /** A downgrade that takes effect at period_end (NONE: the plan ends then). */
    scheduledPlan: text().$type<MembershipPlan>(),
    /** The sandbox provider's first charge, which renewals charge again (decision 805). */
    paymentToken: text(),
    /** Reminder thresholds (days) already sent for this period. */
    remindersSent: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The last thing the seller was told (shown on the plan page). */
    noticeKind: text().$type<MembershipNotice['kind']>(),
    noticeDays: integer(),
    noticeAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [index('membership_subscriptions_period_end_idx').on(t.periodEnd)],
)

/** Each membership charge: the seller's invoice (printable and PDF). Never updated. */
export const membershipInvoices = pgTable(
  'membership_invoices',
  {
    id: randomId(),
    userId: requiredRef(() => users.id, 'cascade'),
    kind: text().$type<'PURCHASE' | 'UPGRADE' | 'RENEWAL'>().notNull(),
    plan: text().$type<MembershipPlan>().notNull(),
    cycle: text().$type<BillingCycle>().notNull(),
    amountMicros: micros('amount_micros').notNull(),
    chargeId: text().notNull(),
    idempotencyKey: text().notNull(),
    periodStart: timestamptz().notNull(),
    periodEnd: timestamptz().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('membership_invoices_key_idx').on(t.userId, t.idempotencyKey),
    index('membership_invoices_user_idx').on(t.userId, t.createdAt.desc()),
  ],
)

export type MembershipSubscriptionRow = typeof membershipSubscriptions.$inferSelect
export type MembershipInvoiceRow = typeof membershipInvoices.$inferSelect
