import {
  checkTransactionMessage,
  TRANSACTION_MESSAGE_MAX_LENGTH,
  type TransactionMessageRole,
} from '@namefolio/core/sales/transaction-messages'
import type { TransactionMessageList } from '@namefolio/core/sales/transaction-extras.contract'
import type { TransactionRow } from '../../../db/schema/sales.ts'
import { AppError } from '../../../http/app-error.ts'
import type { SalesDeps } from '../sales-deps.ts'
import { notifyUser } from '../notify-user.ts'
import { getTransactionMessages } from './list-transaction-messages.ts'
import { insertTransactionMessage } from './transaction-messages.repository.ts'

/** Where the other side reads the thread: the seller's sale page, the buyer's purchase page. */
function threadPathFor(role: TransactionMessageRole, tx: TransactionRow): string {
  if (role === 'buyer') return `/purchases/domains/${tx.id}`
  return tx.kind === 'LEASE' ? `/sales/leased/${tx.id}/details` : `/sales/${tx.id}/details`
}

/**
 * `PATCH /api/v1/transactions/{id}/message` (spec §7, issue 18): the seller or the buyer adds
 * a message to the transaction's history; the other side is told by e-mail (best effort: a
 * mail failure never loses the message). Answers the thread as the author now sees it.
 */
export async function postTransactionMessage(
  deps: Pick<SalesDeps, 'db' | 'mailer' | 'publicUrl'>,
  tx: TransactionRow,
  author: { id: string; role: TransactionMessageRole },
  raw: string,
): Promise<TransactionMessageList> {
  const checked = checkTransactionMessage(raw)
  if (!checked.ok) {
    throw new AppError('VALIDATION', 'The message cannot be sent as it is.', {
      fields: [
        {
          field: 'body',
          code: checked.code,
          values: { max: TRANSACTION_MESSAGE_MAX_LENGTH },
        },
      ],
    })
  }
  await insertTransactionMessage(deps.db, {
    transactionId: tx.id,
    authorId: author.id,
    role: author.role,
    body: checked.body,
  })
  const recipient = author.role === 'seller' ? 'buyer' : 'seller'
  const url = new URL(threadPathFor(recipient, tx), deps.publicUrl).toString()
  await notifyUser(
    deps,
    recipient === 'seller' ? tx.sellerId : tx.buyerId,
    `New message about ${tx.domainName}`,
    `The ${author.role} of ${tx.domainName} wrote:\n\n${checked.body}\n\nReply in the transaction's history: ${url}`,
  )
  return getTransactionMessages(deps.db, tx.id, author.id)
}
