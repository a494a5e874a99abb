import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { domains } from '../../db/schema/domains.ts'
import { domainInUseChecks } from '../../db/schema/in-use-guard.ts'
import { leadAgreedPrices } from '../../db/schema/leads.ts'
import { publicEvents, type NewPublicEvent } from '../../db/schema/public-events.ts'
import { users, type UserRow } from '../../db/schema/users.ts'
import type { LanderDomain } from './lander-model.ts'

const landerColumns = {
  id: domains.id,
  sellerId: domains.sellerId,
  name: domains.name,
  displayName: domains.displayName,
  tld: domains.tld,
  status: domains.status,
  hidden: domains.hidden,
  landerTemplate: domains.landerTemplate,
  showLanderBuyNowOption: domains.showLanderBuyNowOption,
  showLanderLeaseToOwnOption: domains.showLanderLeaseToOwnOption,
  showLanderMakeOfferOption: domains.showLanderMakeOfferOption,
  leasingEnabled: domains.leasingEnabled,
  maxLeasePeriod: domains.maxLeasePeriod,
  backgroundColorOption: domains.backgroundColorOption,
  backgroundColorCustom: domains.backgroundColorCustom,
  fontColorOption: domains.fontColorOption,
  customListStatus: domains.customListStatus,
  buynowPriceMicros: domains.buynowPriceMicros,
  minbidPriceMicros: domains.minbidPriceMicros,
  floorPriceMicros: domains.floorPriceMicros,
  soldAt: domains.soldAt,
  leasedAt: domains.leasedAt,
  updatedAt: domains.updatedAt,
  sellerUsername: users.username,
  sellerName: users.name,
  sellerVisibility: users.profileVisibility,
  isReserved: sql<boolean>`exists (select 1 from ${leadAgreedPrices} where ${leadAgreedPrices.domainId} = ${domains.id} and ${leadAgreedPrices.status} = 'OPEN')`,
  // The in-use guard saw a site on the name (issue 24, decision 1141).
  buyNowPaused: sql<boolean>`exists (select 1 from ${domainInUseChecks} where ${domainInUseChecks.domainId} = ${domains.id} and ${domainInUseChecks.pausedAt} is not null)`,
}

/**
 * The listings of `names` (those that exist), with their seller, in one indexed read. A named
 * prepared statement: PostgreSQL plans it once per connection instead of on every lander
 * (planning a lookup on `domains`, with its many indexes, cost more than running it).
 */
export async function findLanderDomains(db: Db, names: string[]): Promise<LanderDomain[]> {
  if (names.length === 0) return []
  let statement = landerDomainStatements.get(db)
  if (!statement) {
    statement = db
      .select(landerColumns)
      .from(domains)
      .innerJoin(users, eq(users.id, domains.sellerId))
      .where(sql`${domains.name} = any(${sql.placeholder('names')}::text[])`)
      .prepare('lander_domains_by_name')
    landerDomainStatements.set(db, statement)
  }
  return statement.execute({ names })
}

const landerDomainStatements = new WeakMap<Db, LanderDomainStatement>()
type LanderDomainStatement = { execute: (values: { names: string[] }) => Promise<LanderDomain[]> }

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1)
  return row ?? null
}

/** Writes one event now (offers and intents: rare, and the buyer waits for the answer). */
export async function insertEventNow(db: Db, event: NewPublicEvent): Promise<void> {
  await db.insert(publicEvents).values(event)
}

/** Offers count distinct buyers (spec §3 uniqueOffersCount), updated as the offer arrives. */
export async function refreshOfferCount(db: Db, domainId: string): Promise<number> {
  const [row] = await db
    .update(domains)
    .set({
      uniqueOffersCount: sql`(select count(distinct ${publicEvents.visitorKey}) from ${publicEvents}
        where ${publicEvents.domainId} = ${domainId} and ${publicEvents.kind} = 'offer')`,
    })
    .where(eq(domains.id, domainId))
    .returning({ count: domains.uniqueOffersCount })
  return row?.count ?? 0
}
