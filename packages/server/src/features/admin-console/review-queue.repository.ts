import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm'
import {
  REVIEW_QUEUE_STATUSES,
  type ReviewQueueStatus,
} from '@namefolio/core/admin/admin-review.constants'
import type { ReviewReason } from '@namefolio/core/domains/domain-status'
import type { Db } from '../../db/client.ts'
import { domainReviewDecisions } from '../../db/schema/domain-reviews.ts'
import { domains } from '../../db/schema/domains.ts'
import { users } from '../../db/schema/users.ts'

export type ReviewQueueFilter = {
  status?: ReviewQueueStatus
  reason?: ReviewReason
  /** Keyset: rows after this domain in (created_at, id) order. */
  afterId?: string
  limit: number
}

function filterConditions(filter: ReviewQueueFilter): SQL[] {
  const conditions: SQL[] = [
    filter.status
      ? eq(domains.status, filter.status)
      : inArray(domains.status, [...REVIEW_QUEUE_STATUSES]),
  ]
  if (filter.reason) conditions.push(sql`${filter.reason} = any(${domains.reviewReasons})`)
  return conditions
}

/**
 * Every seller's domains waiting for review, oldest first (issue 19, decision 1335): served by
 * the partial index `domains_review_queue_idx`, paged by (created_at, id).
 */
export async function listReviewQueue(db: Db, filter: ReviewQueueFilter) {
  const conditions = filterConditions(filter)
  const [totals] = await db
    .select({ total: count() })
    .from(domains)
    .where(and(...conditions))
  if (filter.afterId) {
    conditions.push(
      sql`(${domains.createdAt}, ${domains.id}) > (select d.created_at, d.id from domains d where d.id = ${filter.afterId})`,
    )
  }
  const rows = await db
    .select({
      domainId: domains.id,
      name: domains.name,
      status: domains.status,
      reasons: domains.reviewReasons,
      createdAt: domains.createdAt,
      sellerId: users.id,
      sellerEmail: users.email,
      sellerName: users.name,
    })
    .from(domains)
    .innerJoin(users, eq(users.id, domains.sellerId))
    .where(and(...conditions))
    .orderBy(asc(domains.createdAt), asc(domains.id))
    .limit(filter.limit + 1)
  return { rows, total: totals?.total ?? 0 }
}

/** The domain, locked for the decision, or null. */
export async function findDomainForReview(db: Db, domainId: string) {
  const [row] = await db
    .select({
      id: domains.id,
      name: domains.name,
      sellerId: domains.sellerId,
      sellerEmail: users.email,
      status: domains.status,
      reviewReasons: domains.reviewReasons,
    })
    .from(domains)
    .innerJoin(users, eq(users.id, domains.sellerId))
    .where(eq(domains.id, domainId))
    .for('update', { of: domains })
  return row ?? null
}

/** Lists an approved domain (reasons cleared) or takes a rejected one off the market. */
export async function decideDomain(
  db: Db,
  decision: {
    domainId: string
    decidedBy: string
    decision: 'APPROVED' | 'REJECTED'
    statusBefore: string
    reasons: ReviewReason[]
    note: string | null
  },
): Promise<void> {
  const approved = decision.decision === 'APPROVED'
  await db
    .update(domains)
    .set({
      status: approved ? 'ACTIVE' : 'INACTIVE',
      ...(approved ? { reviewReasons: [] } : {}),
      updatedAt: new Date(),
    })
    .where(eq(domains.id, decision.domainId))
  await db.insert(domainReviewDecisions).values({
    domainId: decision.domainId,
    decidedBy: decision.decidedBy,
    decision: decision.decision,
    statusBefore: decision.statusBefore,
    reasons: decision.reasons,
    note: decision.note,
  })
}

/** Domains waiting for review, for the console's overview. */
export async function countReviewQueue(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(domains)
    .where(inArray(domains.status, [...REVIEW_QUEUE_STATUSES]))
  return row?.total ?? 0
}
