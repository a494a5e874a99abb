import { check, index, pgTable, text } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import type { TransactionMessageRole } from '@namefolio/core/sales/transaction-messages'
import { createdAt, randomId, requiredRef } from './columns.ts'
import { transactions } from './sales.ts'
import { users } from './users.ts'

/**
 * Messages between a transaction's seller and buyer, shown in its history (issue 18, decision
 * 1050). Append-only; deleted with the transaction.
 */
export const transactionMessages = pgTable(
  'transaction_messages',
  {
    id: randomId(),
    transactionId: requiredRef(() => transactions.id, 'cascade'),
    authorId: requiredRef(() => users.id),
    role: text().$type<TransactionMessageRole>().notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('transaction_messages_tx_idx').on(t.transactionId, t.createdAt),
    check('transaction_messages_role_check', sql`${t.role} in ('seller', 'buyer')`),
    check('transaction_messages_body_check', sql`char_length(${t.body}) between 1 and 2000`),
  ],
)
export type TransactionMessageRow = typeof transactionMessages.$inferSelect
