import { and, eq } from 'drizzle-orm'
import type { PartnerVisibility } from '@namefolio/core/partners/partner-network.constants'
import type { Db } from '../../db/client.ts'
import { domains } from '../../db/schema/domains.ts'
import { partnerDomainVisibility, partnerSellerSettings } from '../../db/schema/partners.ts'

/** The seller's portfolio default; off for a seller who never chose (decision 1135). */
export async function findShowOnPartnerSites(db: Db, sellerId: string): Promise<boolean> {
  const [row] = await db
    .select({ show: partnerSellerSettings.showOnPartnerSites })
    .from(partnerSellerSettings)
    .where(eq(partnerSellerSettings.sellerId, sellerId))
    .limit(1)
  return row?.show ?? false
}

export async function saveShowOnPartnerSites(
  db: Db,
  sellerId: string,
  show: boolean,
  now: Date,
): Promise<void> {
  await db
    .insert(partnerSellerSettings)
    .values({ sellerId, showOnPartnerSites: show, updatedAt: now })
    .onConflictDoUpdate({
      target: partnerSellerSettings.sellerId,
      set: { showOnPartnerSites: show, updatedAt: now },
    })
}

/** The seller's own domain by name with its override (`inherit` when there is none). */
export async function findDomainVisibility(
  db: Db,
  sellerId: string,
  domainName: string,
): Promise<{ domainId: string; name: string; visibility: PartnerVisibility } | null> {
  const [row] = await db
    .select({
      domainId: domains.id,
      name: domains.name,
      visibility: partnerDomainVisibility.visibility,
    })
    .from(domains)
    .leftJoin(partnerDomainVisibility, eq(partnerDomainVisibility.domainId, domains.id))
    .where(and(eq(domains.sellerId, sellerId), eq(domains.name, domainName)))
    .limit(1)
  if (!row) return null
  return { domainId: row.domainId, name: row.name, visibility: row.visibility ?? 'inherit' }
}

/** Sets or clears (inherit) one domain's override. */
export async function saveDomainVisibility(
  db: Db,
  input: { sellerId: string; domainId: string; visibility: PartnerVisibility; now: Date },
): Promise<void> {
  if (input.visibility === 'inherit') {
    await db
      .delete(partnerDomainVisibility)
      .where(
        and(
          eq(partnerDomainVisibility.domainId, input.domainId),
          eq(partnerDomainVisibility.sellerId, input.sellerId),
        ),
      )
    return
  }
  const { visibility } = input
  await db
    .insert(partnerDomainVisibility)
    .values({
      domainId: input.domainId,
      sellerId: input.sellerId,
      visibility,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: partnerDomainVisibility.domainId,
      set: { visibility, updatedAt: input.now },
    })
}
