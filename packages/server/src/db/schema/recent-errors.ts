import { index, pgTable, text } from 'drizzle-orm/pg-core'
import type { RecentErrorSource } from '@namefolio/core/admin/admin-health.contract'
import { createdAt, randomId } from './columns.ts'

/**
 * The health page's recent errors (issue 19, decision 1346): every 5xx answer and every failed
 * job, with where and when and a reference, never a request body or a secret. Bounded: each
 * insert prunes all but the newest RECENT_ERRORS_KEPT rows.
 */
export const recentErrors = pgTable(
  'recent_errors',
  {
    id: randomId(),
    source: text().$type<RecentErrorSource>().notNull(),
    /** `GET /api/v1/route/:param` for a request, the queue name for a job. */
    location: text().notNull(),
    message: text().notNull(),
    /** The request id or the job id. */
    reference: text(),
    occurredAt: createdAt(),
  },
  (t) => [index('recent_errors_occurred_idx').on(t.occurredAt.desc(), t.id.desc())],
)

export type RecentErrorRow = typeof recentErrors.$inferSelect
