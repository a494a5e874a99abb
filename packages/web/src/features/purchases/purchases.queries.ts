import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { purchaseEndpoints } from '@namefolio/core/sales/purchases.endpoints'
import { transactionEndpoints } from '@namefolio/core/sales/sales.endpoints'
import { callEndpoint } from '../../lib/api-client'

export const purchaseKeys = { all: ['purchases'] as const }

const withKey = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } })

export const purchaseQueries = {
  list: (offset: number, limit: number) =>
    queryOptions({
      queryKey: [...purchaseKeys.all, offset, limit] as const,
      queryFn: ({ signal }) =>
        callEndpoint(purchaseEndpoints.list, { query: { offset, limit } }, { signal }),
      placeholderData: keepPreviousData,
    }),
  /** One lease as its buyer sees it: schedule, receipts, transfer (issue 13). */
  lease: (transactionId: string) =>
    queryOptions({
      queryKey: [...purchaseKeys.all, 'lease', transactionId] as const,
      queryFn: ({ signal }) =>
        callEndpoint(transactionEndpoints.lease, { params: { transactionId } }, { signal }),
    }),
}

/** The buyer's printable receipt of one payment: the sale's, or one installment's. */
export function receiptUrl(transactionId: string, kind: 'SALE' | 'LEASE', invoiceId: string) {
  return kind === 'SALE'
    ? `/api/v1/transactions/${transactionId}/sales/invoice`
    : `/api/v1/transactions/${transactionId}/leased/invoice/${invoiceId}`
}

/** Pays the next installment now (decision 951); the key makes a retry replay, not pay twice. */
export function payNextInstallment(transactionId: string, idempotencyKey: string) {
  return callEndpoint(
    purchaseEndpoints.payNextInstallment,
    { params: { transactionId } },
    withKey(idempotencyKey),
  )
}

/** Pays every remaining installment at once; the key makes a retry replay, not charge twice. */
export function payOffLease(transactionId: string, idempotencyKey: string) {
  return callEndpoint(
    purchaseEndpoints.payOff,
    { params: { transactionId } },
    withKey(idempotencyKey),
  )
}
