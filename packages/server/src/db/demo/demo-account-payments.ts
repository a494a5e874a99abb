import { and, eq } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { payeeTaxProfiles, payoutAccounts } from '../schema/sales.ts'

/**
 * Issue 18 demo data, added to what demo-payee wrote: the W-9's state (ISO 3166-2) and the
 * PayPal account verified by the sandbox provider. A new PayPal address needs verifying again.
 */
export async function seedDemoAccountPayments(db: Db, sellerId: string, now: Date): Promise<void> {
  await db
    .update(payeeTaxProfiles)
    .set({ state: 'US-IL' })
    .where(eq(payeeTaxProfiles.sellerId, sellerId))
  await db
    .update(payoutAccounts)
    .set({ onboardingStatus: 'VERIFIED', verifiedAt: now })
    .where(and(eq(payoutAccounts.sellerId, sellerId), eq(payoutAccounts.method, 'PAYPAL')))
}
