import { asc, eq } from 'drizzle-orm'
import type { TransactionMessageRole } from '@namefolio/core/sales/transaction-messages'
import type { Db } from '../../../db/client.ts'
import {
  transactionMessages,
  type TransactionMessageRow,
} from '../../../db/schema/transaction-messages.ts'

export async function insertTransactionMessage(
  db: Db,
  values: { transactionId: string; authorId: string; role: TransactionMessageRole; body: string },
): Promise<TransactionMessageRow> {
  const [created] = await db.insert(transactionMessages).values(values).returning()
  return created!
}

/** A transaction's messages, oldest first (the history reads top to bottom). */
export async function listTransactionMessages(
  db: Db,
  transactionId: string,
): Promise<TransactionMessageRow[]> {
  return db
    .select()
    .from(transactionMessages)
    .where(eq(transactionMessages.transactionId, transactionId))
    .orderBy(asc(transactionMessages.createdAt), asc(transactionMessages.id))
}
