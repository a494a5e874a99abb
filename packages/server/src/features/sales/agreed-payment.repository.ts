import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { domains } from '../../db/schema/domains.ts'
import { leadAgreedPrices } from '../../db/schema/leads.ts'

/**
 * The buyer's payment signals on an agreed price (decision 961), stamped the first time
 * only, so the seller reads when the buyer first opened the checkout and first tried to pay.
 */
export async function markCheckoutOpened(db: Db, agreedPriceId: string, at: Date): Promise<void> {
  await db
    .update(leadAgreedPrices)
    .set({ checkoutOpenedAt: at })
    .where(and(eq(leadAgreedPrices.id, agreedPriceId), isNull(leadAgreedPrices.checkoutOpenedAt)))
}

export async function markPaymentStarted(db: Db, agreedPriceId: string, at: Date): Promise<void> {
  await db
    .update(leadAgreedPrices)
    .set({
      paymentStartedAt: at,
      checkoutOpenedAt: sql`coalesce(${leadAgreedPrices.checkoutOpenedAt}, ${at})`,
    })
    .where(and(eq(leadAgreedPrices.id, agreedPriceId), isNull(leadAgreedPrices.paymentStartedAt)))
}

/** An open agreed price with its domain: what the agreement's buyer may pay. */
export async function findOpenAgreementWithDomain(db: Db, agreedPriceId: string) {
  const [row] = await db
    .select({ agreed: leadAgreedPrices, domain: domains })
    .from(leadAgreedPrices)
    .innerJoin(domains, eq(domains.id, leadAgreedPrices.domainId))
    .where(and(eq(leadAgreedPrices.id, agreedPriceId), eq(leadAgreedPrices.status, 'OPEN')))
    .limit(1)
  return row ?? null
}

/** The agreed price is paid: the negotiation it closed learns of it through the hook. */
export async function markAgreementPurchased(db: Db, agreedPriceId: string, now: Date) {
  const [agreement] = await db
    .update(leadAgreedPrices)
    .set({ status: 'PURCHASED', paidAt: now, updatedAt: now })
    .where(eq(leadAgreedPrices.id, agreedPriceId))
    .returning({ leadId: leadAgreedPrices.leadId, priceMicros: leadAgreedPrices.priceMicros })
  return agreement ?? null
}
