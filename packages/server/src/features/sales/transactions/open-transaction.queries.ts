import { and, desc, eq, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { transactions, type TransactionRow } from '../../../db/schema/sales.ts'

/**
 * The seller's latest transactions of a domain that may still be running, newest first. The
 * caller decides which is open with core's state machine; ended ones are left out here.
 */
export async function listRecentSellerTransactionsOfDomain(
  db: Db,
  sellerId: string,
  domainName: string,
): Promise<TransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.sellerId, sellerId),
        eq(sql`lower(${transactions.domainName})`, domainName.toLowerCase()),
        notInArray(transactions.status, ['CANCELLED', 'PAID', 'LTO_PAYOUTS_COMPLETE', 'COMPLETED']),
      ),
    )
    .orderBy(desc(transactions.saleDate), desc(transactions.id))
    .limit(5)
}
