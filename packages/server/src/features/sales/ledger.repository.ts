import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ledgerEntries } from '../../db/schema/sales.ts'

export { insertPosting } from '../../db/ledger-postings.ts'

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect

/** What the ledger owes the seller for a transaction. */
export async function sumSellerOwed(db: Db, transactionId: string): Promise<number> {
  const owed = sql<string>`coalesce(sum(${ledgerEntries.amountMicros}), 0)`
  const [r] = await db
    .select({ owed })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.transactionId, transactionId), eq(ledgerEntries.account, 'SELLER')))
  return Number(r?.owed ?? 0)
}

/** The payment postings of a transaction (the sale's payment, or each installment). */
export async function listPaymentEntries(db: Db, transactionId: string): Promise<LedgerEntryRow[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.transactionId, transactionId),
        inArray(ledgerEntries.kind, ['PAYMENT', 'INSTALLMENT']),
      ),
    )
}
