import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, randomId } from './columns.ts'
import { users } from './users.ts'

/**
 * Every admin action (issue 19): who did what to which subject, when, and the subject's state
 * before and after. Rows are only ever inserted; nothing updates or deletes them.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: randomId(),
    actorId: uuid()
      .notNull()
      .references(() => users.id),
    /** What was done, a dotted name such as `account.suspend` or `switchboard.set`. */
    action: text().notNull(),
    /** The kind of thing acted on: account, domain, flag, cohort, transaction, payout, case. */
    subjectType: text().notNull(),
    subjectId: text().notNull(),
    before: jsonb().$type<unknown>(),
    after: jsonb().$type<unknown>(),
    /** The admin's note, when the action takes one (a rejection's reason, a refund's cause). */
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('admin_audit_log_subject_idx').on(t.subjectType, t.subjectId, t.createdAt.desc()),
  ],
)

export type AdminAuditRow = typeof adminAuditLog.$inferSelect
