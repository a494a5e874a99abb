import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
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

/**
 * Whether an open agreement reserves the domain for its buyer (decision 962): other ways to
 * buy it (Buy Now, Lease, checkout links) wait until it is paid or its window passes.
 * `exceptAgreedPriceId` is the agreement being paid, which the reservation is for.
 */
export async function isReservedByAgreement(
  db: Db,
  domainId: string,
  exceptAgreedPriceId: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: leadAgreedPrices.id })
    .from(leadAgreedPrices)
    .where(
      and(
        eq(leadAgreedPrices.domainId, domainId),
        eq(leadAgreedPrices.status, 'OPEN'),
        ...(exceptAgreedPriceId ? [ne(leadAgreedPrices.id, exceptAgreedPriceId)] : []),
      ),
    )
    .limit(1)
  return row !== undefined
}
