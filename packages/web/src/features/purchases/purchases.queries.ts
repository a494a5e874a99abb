import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { PurchasePage, TransactionDetail } from '@namefolio/core/sales/sales.contract'
import type { InstallmentPayment } from '@namefolio/core/sales/purchases.contract'
import { apiGet, apiRequest } from '../../lib/api-client'

export const purchaseKeys = { all: ['purchases'] as const }

export const purchaseQueries = {
  list: (offset: number, limit: number) =>
    queryOptions({
      queryKey: [...purchaseKeys.all, offset, limit] as const,
      queryFn: ({ signal }) =>
        apiGet<PurchasePage>('/api/v1/purchases/domains', { offset, limit }, signal),
      placeholderData: keepPreviousData,
    }),
  /** One lease as its buyer sees it: schedule, receipts, transfer (issue 13). */
  lease: (transactionId: string) =>
    queryOptions({
      queryKey: [...purchaseKeys.all, 'lease', transactionId] as const,
      queryFn: ({ signal }) =>
        apiGet<TransactionDetail>(`/api/v1/transactions/leased/${transactionId}`, {}, signal),
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
  return apiRequest<InstallmentPayment>(
    `/api/v1/purchases/leases/${transactionId}/installments/next/pay`,
    { method: 'POST', headers: { 'Idempotency-Key': idempotencyKey } },
  )
}

/** Pays every remaining installment at once; the key makes a retry replay, not charge twice. */
export function payOffLease(transactionId: string, idempotencyKey: string) {
  return apiRequest<unknown>(`/api/v1/purchases/leases/${transactionId}/payoff`, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}
