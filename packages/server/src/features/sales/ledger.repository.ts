import { randomUUID } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { assertBalanced, type Posting } from '@namefolio/core/sales/ledger'
import type { Db } from '../../db/client.ts'
import { ledgerEntries, type TransactionRow } from '../../db/schema/sales.ts'

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect

/** Books one balanced posting against a transaction (and its installment or payout). */
export async function insertPosting(
  db: Db,
  row: TransactionRow,
  posting: Posting,
  now: Date,
  links: { installmentId?: string | null; payoutId?: string | null } = {},
): Promise<void> {
  assertBalanced(posting)
  const postingId = randomUUID()
  await db.insert(ledgerEntries).values(
    posting.entries.map((e) => ({
      transactionId: row.id,
      sellerId: row.sellerId,
      postingId,
      kind: posting.kind,
      account: e.account,
      amountMicros: e.amountMicros,
      installmentId: links.installmentId ?? null,
      payoutId: links.payoutId ?? null,
      createdAt: now,
    })),
  )
}

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
