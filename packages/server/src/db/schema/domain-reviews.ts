import { sql } from 'drizzle-orm'
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import type { ReviewReason } from '@namefolio/core/domains/domain-status'
import { createdAt, randomId, requiredRef } from './columns.ts'
import { domains } from './domains.ts'
import { users } from './users.ts'

/**
 * An admin's decision on a domain from the compliance review queue (issue 19, decision 1335):
 * approved or rejected, with the reasons it waited for and the note the seller sees.
 */
export const domainReviewDecisions = pgTable(
  'domain_review_decisions',
  {
    id: randomId(),
    domainId: requiredRef(() => domains.id, 'cascade'),
    decidedBy: uuid()
      .notNull()
      .references(() => users.id),
    decision: text().$type<'APPROVED' | 'REJECTED'>().notNull(),
    statusBefore: text().notNull(),
    reasons: text()
      .array()
      .$type<ReviewReason[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index('domain_review_decisions_domain_idx').on(t.domainId, t.createdAt.desc())],
)
