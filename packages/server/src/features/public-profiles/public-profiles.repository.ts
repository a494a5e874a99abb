import { and, asc, count, desc, eq, gte, inArray, isNull, like, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { domains, domainSortKeys, SORT_KEY } from '../../db/schema/domains.ts'
import { leadActivities, leads } from '../../db/schema/leads.ts'
import { userAvatars } from '../../db/schema/profiles.ts'
import { transactions } from '../../db/schema/sales.ts'
import { users } from '../../db/schema/users.ts'

export type ProfileSeller = {
  id: string
  username: string
  name: string
  profileVisibility: 'PUBLIC' | 'ANONYMOUS' | 'PRIVATE'
  createdAt: Date
  roles: string[]
  bio: string | null
  avatarId: string | null
  showSalesCount: boolean
  showResponseTime: boolean
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
      bio: users.bio,
      avatarId: userAvatars.id,
      showSalesCount: users.showSalesCount,
      showResponseTime: users.showResponseTime,
    })
    .from(users)
    .leftJoin(userAvatars, eq(userAvatars.userId, users.id))
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
  if (options.featuredOnly) {
    // The seller's featured entries of domain_sort_keys (decision 1160): no index of domains
    // holds `featured`, so a large portfolio is not read row by row for its few featured names.
    conditions.push(
      eq(domains.featured, true),
      sql`${domains.id} in (select ${domainSortKeys.domainId} from ${domainSortKeys} where ${domainSortKeys.sellerId} = ${sellerId} and ${domainSortKeys.key} = ${SORT_KEY.featured} and ${domainSortKeys.value} = 1)`,
    )
  }
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

/** Sales the seller has completed: the domain moved or the deal closed (decision 1006). */
export async function countCompletedSales(db: Db, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(transactions)
    .where(
      and(
        eq(transactions.sellerId, sellerId),
        eq(transactions.kind, 'SALE'),
        inArray(transactions.status, ['CONFIRMED_TRANSFER', 'COMPLETED']),
      ),
    )
  return row?.n ?? 0
}

const RESPONSE_WINDOW_DAYS = 180
const RESPONSE_SAMPLE = 200

/**
 * For the seller's latest leads of the last 180 days (at most 200), the milliseconds from the
 * lead to the seller's first reply, or null while unanswered (decision 1006). Leads younger
 * than a day without a reply are left out: the seller may still be on it.
 */
export async function firstReplyDelays(
  db: Db,
  sellerId: string,
  now: Date = new Date(),
): Promise<(number | null)[]> {
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * 24 * 60 * 60 * 1000)
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000)
  const firstReply = db
    .select({ at: sql<Date | string | null>`min(${leadActivities.createdAt})` })
    .from(leadActivities)
    .where(and(eq(leadActivities.leadId, leads.id), eq(leadActivities.actor, 'seller')))
  const rows = await db
    .select({
      createdAt: leads.createdAt,
      repliedAt: sql<Date | string | null>`(${firstReply})`,
    })
    .from(leads)
    .where(and(eq(leads.sellerId, sellerId), gte(leads.createdAt, since)))
    .orderBy(desc(leads.createdAt))
    .limit(RESPONSE_SAMPLE)
  return rows.flatMap((row) => {
    if (row.repliedAt === null) return row.createdAt > dayAgo ? [] : [null]
    return [new Date(row.repliedAt).getTime() - row.createdAt.getTime()]
  })
}
