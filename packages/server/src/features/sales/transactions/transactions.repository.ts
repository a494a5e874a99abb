import { and, eq } from 'drizzle-orm'
import type { TransactionStatus } from '@namefolio/core/sales/transaction-status'
import type { Db } from '../../../db/client.ts'
import { transactionEvents, transactions, type TransactionRow } from '../../../db/schema/sales.ts'

type NewTransaction = typeof transactions.$inferInsert
type NewTransactionEvent = typeof transactionEvents.$inferInsert

export async function findTransaction(db: Db, id: string): Promise<TransactionRow | null> {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id)).limit(1)
  return row ?? null
}

export async function insertTransaction(db: Db, values: NewTransaction): Promise<TransactionRow> {
  const [created] = await db.insert(transactions).values(values).returning()
  return created!
}

/** Writes a new status only if the row still has the status it was read with; null if not. */
export async function updateStatusIfUnchanged(
  db: Db,
  row: TransactionRow,
  to: TransactionStatus,
  now: Date,
): Promise<TransactionRow | null> {
  const [updated] = await db
    .update(transactions)
    .set({ status: to, updatedAt: now })
    .where(and(eq(transactions.id, row.id), eq(transactions.status, row.status)))
    .returning()
  return updated ?? null
}

export async function insertTransactionEvent(db: Db, values: NewTransactionEvent): Promise<void> {
  await db.insert(transactionEvents).values(values)
}

/** The transfer details the seller gives: a sealed auth code, or a push at a registrar. */
export async function setTransferDetails(
  db: Db,
  id: string,
  details: Pick<
    NewTransaction,
    'authCodeEncrypted' | 'transferType' | 'registrar' | 'otherRegistrarName'
  >,
): Promise<void> {
  await db.update(transactions).set(details).where(eq(transactions.id, id))
}
