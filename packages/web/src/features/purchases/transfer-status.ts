import type { TransactionStatus } from '@namefolio/core/sales/transaction-status'
import type { MessageKey } from '../../i18n/en-us-messages'

/** Statuses a buyer reads in their own words: whose move the transfer waits for. */
const BUYER_WORDED: readonly TransactionStatus[] = [
  'AWAITING_AUTH_CODE',
  'AWAITING_TRANSFER_OWNERSHIP',
  'PENDING_TRANSFER',
  'CONFIRMED_TRANSFER',
  'LTO_PAYOUTS_COMPLETE',
  'CANCEL_REQUESTED',
  'CANCELLED',
]
/** After the transfer, the seller's payout steps (decision 804): done, as far as the buyer goes. */
const SELLER_PAYOUT_STEPS: readonly TransactionStatus[] = [
  'AWAITING_PAYEE_INFO',
  'AWAITING_PAYEE_UPDATE',
  'SCHEDULED_PAYOUT',
  'PENDING_PAYOUT',
  'PAID',
  'COMPLETED',
]

/**
 * The buyer's words for a purchase's transfer (issue 13): "waiting for the seller's auth
 * code", "auth code sent", "transfer confirmed". The seller's payout steps are not the
 * buyer's business: to the buyer they read as a confirmed transfer.
 */
export function transferStatusKey(status: TransactionStatus): MessageKey {
  if (SELLER_PAYOUT_STEPS.includes(status)) return 'purchases.transfer.CONFIRMED_TRANSFER'
  return BUYER_WORDED.includes(status)
    ? (`purchases.transfer.${status}` as MessageKey)
    : 'purchases.transfer.other'
}
