import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { domainVerifications } from '../../db/schema/domain-intake.ts'
import { domains } from '../../db/schema/domains.ts'

export type RegistrantFacts = {
  inPortfolio: boolean
  underReview: boolean
  claim: {
    state: 'PENDING' | 'VERIFIED' | 'EXPIRED'
    verifiedBy: 'TXT' | 'NS' | null
    verifiedAt: Date | null
  } | null
}

/** What the seller's portfolio and ownership claims say of one name, by two keyed reads. */
export async function readRegistrantFacts(
  db: Db,
  sellerId: string,
  name: string,
): Promise<RegistrantFacts> {
  const [domain] = await db
    .select({
      underReview: sql<boolean>`'OWNERSHIP_REVIEW' = any(${domains.reviewReasons})`,
    })
    .from(domains)
    .where(and(eq(domains.sellerId, sellerId), eq(domains.name, name)))
    .limit(1)
  const [claim] = await db
    .select({
      state: domainVerifications.state,
      verifiedBy: domainVerifications.verifiedBy,
      verifiedAt: domainVerifications.verifiedAt,
    })
    .from(domainVerifications)
    .where(and(eq(domainVerifications.sellerId, sellerId), eq(domainVerifications.name, name)))
    .limit(1)
  return {
    inPortfolio: domain !== undefined,
    underReview: domain?.underReview === true,
    claim: claim ?? null,
  }
}
