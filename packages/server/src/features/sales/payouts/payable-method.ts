import type { PaymentMethod } from '@namefolio/core/sales/transaction-status'

/** Payout methods that can carry money to a seller (NO_DISBURSEMENT cannot). */
export function isPayableMethod(method: PaymentMethod): boolean {
  return method !== 'NO_DISBURSEMENT'
}
