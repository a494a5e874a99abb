import { and, asc, count, desc, eq, isNull, like, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { domains } from '../../db/schema/domains.ts'
import { users } from '../../db/schema/users.ts'

export type ProfileSeller = {
  id: string
  username: string
  name: string
  profileVisibility: 'PUBLIC' | 'ANONYMOUS' | 'PRIVATE'
  createdAt: Date
  roles: string[]
}

export async function findSellerByUsername(
  db: Db,
  username: string,
): Promise<ProfileSeller | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      profileVisibility: users.profileVisibility,
      createdAt: users.createdAt,
      roles: users.roles,
    })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1)
  return row ?? null
}

export type ProfileListing = {
  name: string
  buynowPriceMicros: number | null
  landerTemplate: string
  leasingEnabled: boolean
  showLanderMakeOfferOption: boolean
  showLanderBuyNowOption: boolean
  showLanderLeaseToOwnOption: boolean
}

const listed = (sellerId: string) =>
  and(
    eq(domains.sellerId, sellerId),
    eq(domains.status, 'ACTIVE'),
    eq(domains.hidden, false),
    isNull(domains.soldAt),
  )

const listingColumns = {
  name: domains.name,
  buynowPriceMicros: domains.buynowPriceMicros,
  landerTemplate: domains.landerTemplate,
  leasingEnabled: domains.leasingEnabled,
  showLanderMakeOfferOption: domains.showLanderMakeOfferOption,
  showLanderBuyNowOption: domains.showLanderBuyNowOption,
  showLanderLeaseToOwnOption: domains.showLanderLeaseToOwnOption,
}

/** A seller's listed, visible domains (hidden ones never), by keyword, a page at a time. */
export async function listSellerListings(
  db: Db,
  sellerId: string,
  options: { q: string; offset: number; limit: number; featuredOnly?: boolean },
): Promise<{ items: ProfileListing[]; total: number }> {
  const conditions = [listed(sellerId)]
  const word = options.q.toLowerCase().replace(/[^a-z0-9-.]/g, '')
  if (word) conditions.push(like(domains.name, `%${word}%`))
  if (options.featuredOnly) conditions.push(eq(domains.featured, true))
  const where = and(...conditions)
  const [items, [totalRow]] = await Promise.all([
    db
      .select(listingColumns)
      .from(domains)
      .where(where)
      .orderBy(options.featuredOnly ? desc(domains.buynowPriceMicros) : asc(domains.name))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(domains).where(where),
  ])
  return { items, total: totalRow?.n ?? 0 }
}
