import { and, eq, inArray } from 'drizzle-orm'
import type { DomainListingStatus, ReviewReason } from '@namefolio/core/domains/domain-status'
import type { Db } from '../../db/client.ts'
import { domains, type DomainRow } from '../../db/schema/domains.ts'
import { sellerDomainsByNames } from './portfolio.repository.ts'

/** The seller's domains of these names, locked for update until the transaction ends. */
export async function lockSellerDomains(
  tx: Db,
  sellerId: string,
  names: string[],
): Promise<DomainRow[]> {
  return sellerDomainsByNames(tx, sellerId, names).for('update')
}

export async function saveDomainColumns(
  tx: Db,
  id: string,
  columns: Partial<DomainRow>,
): Promise<DomainRow> {
  const [saved] = await tx
    .update(domains)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(domains.id, id))
    .returning()
  return saved!
}

export async function setDomainsStatus(
  tx: Db,
  ids: string[],
  outcome: { status: DomainListingStatus; reviewReasons: ReviewReason[] },
): Promise<void> {
  await tx
    .update(domains)
    .set({ ...outcome, updatedAt: new Date() })
    .where(inArray(domains.id, ids))
}

/** Deletes the seller's domains of these names; answers the names deleted. */
export async function deleteSellerDomains(
  db: Db,
  sellerId: string,
  names: string[],
): Promise<string[]> {
  const lower = names.map((n) => n.toLowerCase())
  const deleted = await db
    .delete(domains)
    .where(and(eq(domains.sellerId, sellerId), inArray(domains.name, lower)))
    .returning({ name: domains.name })
  return deleted.map((d) => d.name)
}
