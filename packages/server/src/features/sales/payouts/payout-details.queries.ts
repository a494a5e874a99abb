import { eq } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { payouts, transactions, type PayoutRow } from '../../../db/schema/sales.ts'

/** The payout, or null when there is none with this id. */
export async function findPayout(db: Db, payoutId: string): Promise<PayoutRow | null> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, payoutId))
  return row ?? null
}

/** The domain name of the transaction a payout pays for, or null. */
export async function findDomainNameOfTransaction(
  db: Db,
  transactionId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ domainName: transactions.domainName })
    .from(transactions)
    .where(eq(transactions.id, transactionId))
  return row?.domainName ?? null
}
