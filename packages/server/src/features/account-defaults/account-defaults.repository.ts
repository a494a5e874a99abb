import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { OwnershipSummary } from '@namefolio/core/account/account-defaults.contract'
import type { Db } from '../../db/client.ts'
import { pageWithTotal } from '../../db/page-with-total.ts'
import { domainVerifications } from '../../db/schema/domain-intake.ts'
import { domains } from '../../db/schema/domains.ts'

/** The predicate of `domains_seller_ownership_review_idx` (migration 0022, decision 1012). */
const underOwnershipReview = sql`'OWNERSHIP_REVIEW' = any(${domains.reviewReasons})`

/** The seller's claims by state and the names under ownership review. */
export async function countOwnership(db: Db, sellerId: string): Promise<OwnershipSummary> {
  const [claims, [review]] = await Promise.all([
    db
      .select({ state: domainVerifications.state, n: count() })
      .from(domainVerifications)
      .where(eq(domainVerifications.sellerId, sellerId))
      .groupBy(domainVerifications.state),
    db
      .select({ n: count() })
      .from(domains)
      .where(and(eq(domains.sellerId, sellerId), underOwnershipReview)),
  ])
  const of = (state: string) => claims.find((c) => c.state === state)?.n ?? 0
  return {
    pending: of('PENDING'),
    verified: of('VERIFIED'),
    expired: of('EXPIRED'),
    underReview: review?.n ?? 0,
  }
}

/** One page of the seller's names under ownership review, by name (index order). */
export async function listOwnershipReviews(
  db: Db,
  sellerId: string,
  page: { offset: number; limit: number },
) {
  const where = and(eq(domains.sellerId, sellerId), underOwnershipReview)
  const rows = db
    .select({
      name: domains.name,
      displayName: domains.displayName,
      status: domains.status,
      updatedAt: domains.updatedAt,
    })
    .from(domains)
    .where(where)
    .orderBy(asc(domains.name))
  return pageWithTotal(db, rows.$dynamic(), { table: domains, where }, page)
}
