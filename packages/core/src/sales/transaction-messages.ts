/**
 * A message on a transaction (issue 18, spec §7 `PATCH v1/transactions/{id}/message`): its
 * seller and its buyer write to each other in the transaction's history. The text is trimmed,
 * must not be empty and has a ceiling (decision 1050).
 */

/** The longest message, in characters after trimming. */
export const TRANSACTION_MESSAGE_MAX_LENGTH = 2000

/** Who wrote a message: only the two sides of a transaction write (decision 1050). */
export const TRANSACTION_MESSAGE_ROLES = ['seller', 'buyer'] as const
export type TransactionMessageRole = (typeof TRANSACTION_MESSAGE_ROLES)[number]

export type TransactionMessageCheck =
  | { ok: true; body: string }
  | { ok: false; code: 'transactionMessage.body.required' | 'transactionMessage.body.tooLong' }

/** The message as stored (trimmed), or the key of why it is refused. */
export function checkTransactionMessage(raw: string): TransactionMessageCheck {
  const body = raw.trim()
  if (body === '') return { ok: false, code: 'transactionMessage.body.required' }
  if ([...body].length > TRANSACTION_MESSAGE_MAX_LENGTH) {
    return { ok: false, code: 'transactionMessage.body.tooLong' }
  }
  return { ok: true, body }
}
