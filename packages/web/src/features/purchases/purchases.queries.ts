import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { PurchasePage } from '@namefolio/core/sales/sales.contract'
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
}

/** Pays every remaining installment at once; the key makes a retry replay, not charge twice. */
export function payOffLease(transactionId: string, idempotencyKey: string) {
  return apiRequest<unknown>(`/api/v1/purchases/leases/${transactionId}/payoff`, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}
