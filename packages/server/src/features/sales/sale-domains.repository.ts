import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { domains, type DomainRow } from '../../db/schema/domains.ts'
import { domainInUseChecks } from '../../db/schema/in-use-guard.ts'
import { checkoutLinks } from '../../db/schema/portfolio.ts'

type SaleMarks = Partial<Pick<DomainRow, 'soldAt' | 'leasedAt'>>

/** The domain's row, locked for the order that is about to sell or lease it. */
export async function lockDomain(db: Db, id: string): Promise<DomainRow | null> {
  const [domain] = await db.select().from(domains).where(eq(domains.id, id)).for('update')
  return domain ?? null
}

/** Marks a domain sold or leased, or clears those marks (a cancellation, a default). */
export async function setSaleMarks(db: Db, id: string, marks: SaleMarks, now: Date) {
  await db
    .update(domains)
    .set({ ...marks, updatedAt: now })
    .where(eq(domains.id, id))
}

/** One-click relist: the domain is the seller's again, active and shown. */
export async function relistSellerDomain(db: Db, sellerId: string, id: string, now: Date) {
  await db
    .update(domains)
    .set({ status: 'ACTIVE', soldAt: null, leasedAt: null, hidden: false, updatedAt: now })
    .where(and(eq(domains.id, id), eq(domains.sellerId, sellerId)))
}

export async function findDomainByName(db: Db, name: string): Promise<DomainRow | null> {
  const [domain] = await db.select().from(domains).where(eq(domains.name, name)).limit(1)
  return domain ?? null
}

export async function findDomainOfCheckoutLink(db: Db, linkId: string): Promise<DomainRow | null> {
  const [row] = await db
    .select({ domain: domains })
    .from(checkoutLinks)
    .innerJoin(domains, eq(domains.id, checkoutLinks.domainId))
    .where(eq(checkoutLinks.linkId, linkId))
    .limit(1)
  return row?.domain ?? null
}

/** The in-use guard paused this domain's instant buying (issue 24, decision 1141). */
export async function isBuyNowPaused(db: Db, domainId: string): Promise<boolean> {
  const [row] = await db
    .select({ pausedAt: domainInUseChecks.pausedAt })
    .from(domainInUseChecks)
    .where(eq(domainInUseChecks.domainId, domainId))
    .limit(1)
  return Boolean(row?.pausedAt)
}
