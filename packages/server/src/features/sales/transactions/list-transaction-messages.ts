import type { TransactionMessageList } from '@namefolio/core/sales/transaction-extras.contract'
import type { Db } from '../../../db/client.ts'
import { listTransactionMessages } from './transaction-messages.repository.ts'

/**
 * The messages of a transaction the viewer may see (its seller, its buyer, or an admin reading
 * for support), each marked with whether the viewer wrote it.
 */
export async function getTransactionMessages(
  db: Db,
  transactionId: string,
  viewerId: string,
): Promise<TransactionMessageList> {
  const rows = await listTransactionMessages(db, transactionId)
  return {
    items: rows.map((m) => ({
      messageId: m.id,
      role: m.role,
      isMine: m.authorId === viewerId,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
  }
}
