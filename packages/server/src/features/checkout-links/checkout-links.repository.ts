import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { domains, type DomainRow } from '../../db/schema/domains.ts'
import { checkoutLinks, type CheckoutLinkRow } from '../../db/schema/portfolio.ts'

/** A seller's link by its id, with its domain; null when the seller has no such link. */
export async function findSellerLink(
  db: Db,
  sellerId: string,
  linkId: string,
): Promise<{ link: CheckoutLinkRow; domain: DomainRow } | null> {
  const [row] = await db
    .select({ link: checkoutLinks, domain: domains })
    .from(checkoutLinks)
    .innerJoin(domains, eq(domains.id, checkoutLinks.domainId))
    .where(and(eq(checkoutLinks.linkId, linkId), eq(checkoutLinks.sellerId, sellerId)))
    .limit(1)
  return row ?? null
}

export async function findSellerDomainByName(
  db: Db,
  sellerId: string,
  name: string,
): Promise<DomainRow | null> {
  const [domain] = await db
    .select()
    .from(domains)
    .where(and(eq(domains.sellerId, sellerId), eq(domains.name, name)))
    .limit(1)
  return domain ?? null
}

/** The domain's one link: the existing one, else a new one with `linkId`. */
export async function ensureDomainLink(
  db: Db,
  values: { linkId: string; sellerId: string; domainId: string; createdBy: string },
): Promise<CheckoutLinkRow> {
  await db
    .insert(checkoutLinks)
    .values(values)
    .onConflictDoNothing({ target: checkoutLinks.domainId })
  const [link] = await db
    .select()
    .from(checkoutLinks)
    .where(eq(checkoutLinks.domainId, values.domainId))
    .limit(1)
  return link!
}

export async function deleteLink(db: Db, id: string): Promise<void> {
  await db.delete(checkoutLinks).where(eq(checkoutLinks.id, id))
}
