import type { Db } from '../../../db/client.ts'
import type { TransactionRow } from '../../../db/schema/sales.ts'
import { AppError } from '../../../http/app-error.ts'
import { findTransaction } from './transactions.repository.ts'

export async function getTransaction(db: Db, id: string): Promise<TransactionRow> {
  const row = await findTransaction(db, id)
  if (!row) throw new AppError('NOT_FOUND', 'No such transaction.')
  return row
}

/** A seller's own transaction: another seller's is simply not found. */
export async function getSellerTransaction(
  db: Db,
  sellerId: string,
  id: string,
): Promise<TransactionRow> {
  const row = await getTransaction(db, id)
  if (row.sellerId !== sellerId) throw new AppError('NOT_FOUND', 'No such transaction.')
  return row
}
