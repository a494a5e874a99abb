import { sql } from 'drizzle-orm'
import { check, customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import type { SupportAttachmentType } from '@namefolio/core/support/support-attachment'
import type {
  SupportAuthor,
  SupportCaseStatus,
  SupportTopic,
} from '@namefolio/core/support/support-case'
import { users } from './users.ts'
import {
  createdAt,
  optionalRef,
  randomId,
  requiredRef,
  timestamps,
  timestamptz,
} from './columns.ts'

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

/**
 * A support case (issue 18, decisions 1040–1042): opened by a signed-in person (`userId`) or by
 * a signed-out visitor (`guestName`, `guestEmail`), about a topic and maybe one of the
 * person's domains or transactions. `customerReadAt` marks support's replies as read.
 */
export const supportCases = pgTable(
  'support_cases',
  {
    id: randomId(),
    userId: optionalRef(() => users.id, 'cascade'),
    guestName: text(),
    guestEmail: text(),
    topic: text().$type<SupportTopic>().notNull(),
    status: text().$type<SupportCaseStatus>().notNull().default('OPEN'),
    domainName: text(),
    transactionId: uuid(),
    customerReadAt: timestamptz().notNull().defaultNow(),
    lastMessageAt: timestamptz().notNull().defaultNow(),
    closedAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    index('support_cases_user_idx').on(t.userId, t.lastMessageAt),
    index('support_cases_status_idx').on(t.status, t.lastMessageAt),
    check(
      'support_cases_requester_check',
      sql`${t.userId} IS NOT NULL OR (${t.guestEmail} IS NOT NULL AND ${t.guestName} IS NOT NULL)`,
    ),
  ],
)

/** A file sent with a message: bytes in the database, type sniffed from them (decision 1041). */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: randomId(),
    caseId: requiredRef(() => supportCases.id, 'cascade'),
    fileName: text().notNull(),
    contentType: text().$type<SupportAttachmentType>().notNull(),
    sizeBytes: integer().notNull(),
    content: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_attachments_case_idx').on(t.caseId)],
)

/** One message of a case's thread, from the customer or from support. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: randomId(),
    caseId: requiredRef(() => supportCases.id, 'cascade'),
    author: text().$type<SupportAuthor>().notNull(),
    authorUserId: optionalRef(() => users.id, 'set null'),
    body: text().notNull(),
    attachmentId: optionalRef(() => supportAttachments.id, 'set null'),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_case_idx').on(t.caseId, t.createdAt)],
)

export type SupportCaseRow = typeof supportCases.$inferSelect
export type SupportMessageRow = typeof supportMessages.$inferSelect
