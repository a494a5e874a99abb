import { and, asc, count, eq, gt, isNull, like, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { domains } from '../../db/schema/domains.ts'
import { partnerDomainVisibility, partnerSellerSettings } from '../../db/schema/partners.ts'

export type PartnerListingRow = {
  id: string
  sellerId: string
  name: string
  priceMicros: number
  fastTransferStatus: string | null
}

/**
 * Listed as the public marketplace defines it (active, not hidden, not sold; decision 920's
 * predicate), not leased, with a Buy Now price, and shown to partners: the domain's override,
 * else the seller's portfolio default (off until the seller opts in, decision 1135).
 */
function partnerListedWhere(): SQL {
  return and(
    eq(domains.status, 'ACTIVE'),
    eq(domains.hidden, false),
    isNull(domains.soldAt),
    isNull(domains.leasedAt),
    gt(domains.buynowPriceMicros, 0),
    or(
      eq(partnerDomainVisibility.visibility, 'show'),
      and(
        isNull(partnerDomainVisibility.visibility),
        eq(partnerSellerSettings.showOnPartnerSites, true),
      ),
    ),
  )!
}

const columns = {
  id: domains.id,
  sellerId: domains.sellerId,
  name: domains.name,
  priceMicros: sql<number>`${domains.buynowPriceMicros}`.mapWith(Number),
  fastTransferStatus: domains.fastTransferStatus,
}

function fromListings(db: Db) {
  return db
    .select(columns)
    .from(domains)
    .leftJoin(partnerSellerSettings, eq(partnerSellerSettings.sellerId, domains.sellerId))
    .leftJoin(partnerDomainVisibility, eq(partnerDomainVisibility.domainId, domains.id))
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** One page of the listings partners may sell, names containing `q`, by name. */
export async function searchPartnerListings(
  db: Db,
  input: { q: string; limit: number; offset: number },
): Promise<{ items: PartnerListingRow[]; total: number }> {
  const q = input.q.toLowerCase()
  const where = q
    ? and(partnerListedWhere(), like(domains.name, `%${escapeLike(q)}%`))!
    : partnerListedWhere()
  const items = await fromListings(db)
    .where(where)
    .orderBy(asc(domains.name))
    .limit(input.limit)
    .offset(input.offset)
  const [total] = await db
    .select({ n: count() })
    .from(domains)
    .leftJoin(partnerSellerSettings, eq(partnerSellerSettings.sellerId, domains.sellerId))
    .leftJoin(partnerDomainVisibility, eq(partnerDomainVisibility.domainId, domains.id))
    .where(where)
  return { items, total: total?.n ?? 0 }
}

/** One listing partners may sell, by its ASCII name, or null. */
export async function findPartnerListing(
  db: Db,
  domainName: string,
): Promise<PartnerListingRow | null> {
  const [row] = await fromListings(db)
    .where(and(partnerListedWhere(), eq(domains.name, domainName.toLowerCase())))
    .limit(1)
  return row ?? null
}
