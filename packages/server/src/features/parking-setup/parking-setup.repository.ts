import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { pageWithTotal } from '../../db/page-with-total.ts'
import { domains } from '../../db/schema/domains.ts'
import { parkingSetups } from '../../db/schema/parking.ts'

/** A seller's domain as parking setup sees it: whether it may be parked and its last check. */
export type SetupDomainRow = {
  id: string
  name: string
  landingPage: string
  soldAt: Date | null
  leasedAt: Date | null
  isLive: boolean | null
  problem: string | null
  checkedAt: Date | null
}

const setupColumns = {
  id: domains.id,
  name: domains.name,
  landingPage: domains.landingPage,
  soldAt: domains.soldAt,
  leasedAt: domains.leasedAt,
  isLive: parkingSetups.isLive,
  problem: parkingSetups.problem,
  checkedAt: parkingSetups.checkedAt,
}

const parked = eq(domains.landingPage, 'PARKING')

/** The seller's domains among `names`; other sellers' names are simply absent. */
export async function findSellerSetupDomains(
  db: Db,
  sellerId: string,
  names: string[],
): Promise<SetupDomainRow[]> {
  if (names.length === 0) return []
  return db
    .select(setupColumns)
    .from(domains)
    .leftJoin(parkingSetups, eq(parkingSetups.domainId, domains.id))
    .where(and(eq(domains.sellerId, sellerId), inArray(domains.name, names)))
    .orderBy(asc(domains.name))
}

/** A page of the seller's parked domains by name, and how many there are. */
export async function listParkedSetupDomains(
  db: Db,
  sellerId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: SetupDomainRow[]; total: number }> {
  const where = and(eq(domains.sellerId, sellerId), parked)
  const rows = db
    .select(setupColumns)
    .from(domains)
    .leftJoin(parkingSetups, eq(parkingSetups.domainId, domains.id))
    .where(where)
    .orderBy(asc(domains.name))
  return pageWithTotal(db, rows.$dynamic(), { table: domains, where }, page)
}

export type SetupCheck = {
  domainId: string
  sellerId: string
  isLive: boolean
  problem: string | null
  checkedAt: Date
}

/** Stores the checks that got an answer from DNS: each replaces the domain's last one. */
export async function saveSetupChecks(db: Db, checks: SetupCheck[]): Promise<void> {
  if (checks.length === 0) return
  await db
    .insert(parkingSetups)
    .values(checks)
    .onConflictDoUpdate({
      target: parkingSetups.domainId,
      set: {
        sellerId: sql`excluded.seller_id`,
        isLive: sql`excluded.is_live`,
        problem: sql`excluded.problem`,
        checkedAt: sql`excluded.checked_at`,
        updatedAt: sql`now()`,
      },
    })
}

/**
 * Records "not checked" (our resolver failed) for domains never checked before; a domain that
 * has an answer from an earlier check keeps it (decision 541).
 */
export async function saveNotChecked(
  db: Db,
  rows: { domainId: string; sellerId: string; problem: string }[],
): Promise<void> {
  if (rows.length === 0) return
  await db
    .insert(parkingSetups)
    .values(rows.map((r) => ({ ...r, isLive: false, checkedAt: null })))
    .onConflictDoNothing()
}
