import { and, asc, count, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm'
import type { SiteVerdict } from '@namefolio/core/in-use-guard/site-judgement'
import type { Db } from '../../db/client.ts'
import { domains } from '../../db/schema/domains.ts'
import { users } from '../../db/schema/users.ts'
import { domainInUseChecks, inUseGuardCursor } from '../../db/schema/in-use-guard.ts'

/** A listed domain the guard may look at: its id, name, seller and where the guard stands. */
export type GuardedDomain = {
  id: string
  name: string
  sellerId: string
  pausedAt: Date | null
  nextCheckAt: Date | null
}

/**
 * Listed for sale with a buy-now price (issue 24: "listed domains"): active, not sold or
 * leased out, with a positive buy-now price. Hidden domains still sell by checkout link.
 */
const IS_LISTED_WITH_BUY_NOW = and(
  eq(domains.status, 'ACTIVE'),
  isNull(domains.soldAt),
  isNull(domains.leasedAt),
  gt(domains.buynowPriceMicros, 0),
)

const guardedColumns = {
  id: domains.id,
  name: domains.name,
  sellerId: domains.sellerId,
  pausedAt: domainInUseChecks.pausedAt,
  nextCheckAt: domainInUseChecks.nextCheckAt,
}

/**
 * The next `limit` listed domains after the stored cursor, in id order, and the cursor moved
 * past them (decision 1142): one short transaction holds the cursor row, so two passes at once
 * take different batches. Fewer than `limit` rows means the walk reached the end: the cursor
 * goes back to the start for the next pass.
 */
export async function claimNextBatch(
  db: Db,
  limit: number,
): Promise<{ rows: GuardedDomain[]; reachedEnd: boolean }> {
  return db.transaction(async (tx) => {
    const [cursor] = await tx
      .select({ lastDomainId: inUseGuardCursor.lastDomainId })
      .from(inUseGuardCursor)
      .where(eq(inUseGuardCursor.id, 1))
      .for('update')
    const after = cursor?.lastDomainId ?? null
    const rows = await tx
      .select(guardedColumns)
      .from(domains)
      .leftJoin(domainInUseChecks, eq(domainInUseChecks.domainId, domains.id))
      .where(and(IS_LISTED_WITH_BUY_NOW, after ? gt(domains.id, after) : undefined))
      .orderBy(asc(domains.id))
      .limit(limit)
    const reachedEnd = rows.length < limit
    await tx
      .update(inUseGuardCursor)
      .set({
        lastDomainId: reachedEnd ? null : (rows.at(-1)?.id ?? null),
        passes: reachedEnd ? sql`${inUseGuardCursor.passes} + 1` : inUseGuardCursor.passes,
        updatedAt: new Date(),
      })
      .where(eq(inUseGuardCursor.id, 1))
    return { rows, reachedEnd }
  })
}

/** One of the seller's listed domains by name, for check-now (null when not theirs or unlisted). */
export async function findGuardedDomain(
  db: Db,
  sellerId: string,
  name: string,
): Promise<GuardedDomain | null> {
  const [row] = await db
    .select(guardedColumns)
    .from(domains)
    .leftJoin(domainInUseChecks, eq(domainInUseChecks.domainId, domains.id))
    .where(and(eq(domains.sellerId, sellerId), eq(domains.name, name), IS_LISTED_WITH_BUY_NOW))
    .limit(1)
  return row ?? null
}

export type CheckOutcome = {
  domain: GuardedDomain
  verdict: SiteVerdict
  evidence: string | null
  checkedAt: Date
  nextCheckAt: Date
}

/**
 * Stores what one check saw; a site in use pauses buy-now unless it is paused already.
 * Answers true when this check is the one that paused it (so the seller is told once).
 */
export async function recordCheck(db: Db, outcome: CheckOutcome): Promise<boolean> {
  const { domain, verdict, evidence, checkedAt, nextCheckAt } = outcome
  const pauses = verdict === 'IN_USE'
  const [row] = await db
    .insert(domainInUseChecks)
    .values({
      domainId: domain.id,
      sellerId: domain.sellerId,
      pausedAt: pauses ? checkedAt : null,
      evidence,
      lastVerdict: verdict,
      lastCheckedAt: checkedAt,
      nextCheckAt,
    })
    .onConflictDoUpdate({
      target: domainInUseChecks.domainId,
      set: {
        // The domain may have changed hands since the last check: the row follows it.
        sellerId: domain.sellerId,
        pausedAt: pauses
          ? sql`coalesce(${domainInUseChecks.pausedAt}, ${checkedAt.toISOString()}::timestamptz)`
          : domainInUseChecks.pausedAt,
        evidence,
        lastVerdict: verdict,
        lastCheckedAt: checkedAt,
        nextCheckAt,
        updatedAt: checkedAt,
      },
    })
    .returning({ pausedAt: domainInUseChecks.pausedAt })
  return pauses && row?.pausedAt?.getTime() === checkedAt.getTime()
}

const statusColumns = {
  domainName: domains.name,
  pausedAt: domainInUseChecks.pausedAt,
  evidence: domainInUseChecks.evidence,
  lastVerdict: domainInUseChecks.lastVerdict,
  lastCheckedAt: domainInUseChecks.lastCheckedAt,
}
export type InUseStatusRow = {
  domainName: string
  pausedAt: Date | null
  evidence: string | null
  lastVerdict: SiteVerdict | null
  lastCheckedAt: Date | null
}

/** Where the guard stands on one of the seller's domains; null when it is not theirs. */
export async function findStatus(
  db: Db,
  sellerId: string,
  name: string,
): Promise<InUseStatusRow | null> {
  const [row] = await db
    .select(statusColumns)
    .from(domains)
    .leftJoin(domainInUseChecks, eq(domainInUseChecks.domainId, domains.id))
    .where(and(eq(domains.sellerId, sellerId), eq(domains.name, name)))
    .limit(1)
  return row ?? null
}

/** The seller's paused domains, the latest first, and how many there are. */
export async function listPaused(
  db: Db,
  sellerId: string,
  limit: number,
): Promise<{ rows: InUseStatusRow[]; total: number }> {
  const where = and(
    eq(domainInUseChecks.sellerId, sellerId),
    eq(domains.sellerId, sellerId),
    isNotNull(domainInUseChecks.pausedAt),
  )
  const [rows, [totals]] = await Promise.all([
    db
      .select(statusColumns)
      .from(domainInUseChecks)
      .innerJoin(domains, eq(domains.id, domainInUseChecks.domainId))
      .where(where)
      .orderBy(desc(domainInUseChecks.pausedAt))
      .limit(limit),
    db
      .select({ total: count() })
      .from(domainInUseChecks)
      .innerJoin(domains, eq(domains.id, domainInUseChecks.domainId))
      .where(where),
  ])
  return { rows, total: totals?.total ?? 0 }
}

/**
 * The seller resumes buy-now: the pause is lifted and the domain is due again at the next
 * pass (the brief: "the next check may pause again if still in use"). False when not paused.
 */
export async function resumeBuyNow(
  db: Db,
  sellerId: string,
  name: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(domainInUseChecks)
    .set({ pausedAt: null, resumedAt: now, nextCheckAt: now, updatedAt: now })
    .where(
      and(
        isNotNull(domainInUseChecks.pausedAt),
        sql`${domainInUseChecks.domainId} = (select ${domains.id} from ${domains} where ${domains.sellerId} = ${sellerId} and ${domains.name} = ${name})`,
      ),
    )
    .returning({ domainId: domainInUseChecks.domainId })
  return updated.length > 0
}

/** The sandbox made the name serve a site: it is due at the next pass (test controls). */
export async function markDue(db: Db, name: string, now: Date): Promise<void> {
  await db
    .update(domainInUseChecks)
    .set({ nextCheckAt: now })
    .where(
      sql`${domainInUseChecks.domainId} = (select ${domains.id} from ${domains} where ${domains.name} = ${name})`,
    )
}

/** Where the seller is told: their e-mail address. */
export async function findSellerEmail(db: Db, sellerId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, sellerId))
  return row?.email ?? null
}
