import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import type {
  LeasedPage,
  PayoutDetail,
  RegistrarList,
  SalePage,
  TransactionDetail,
} from '@namefolio/core/sales/sales.contract'
import type { PayoutStatus } from '@namefolio/core/sales/transaction-status'
import { apiGet, apiRequest } from '../../lib/api-client'

// The sales API's answers are typed by core's contract, which the server validates (decision 851).

export const SOLD_SORT_KEYS = ['domain', 'status', 'salePrice', 'saleDate'] as const
export type SoldSortKey = (typeof SOLD_SORT_KEYS)[number]
export type SortOrder = 'asc' | 'desc'
export type SalesSearch = { sort: SoldSortKey; order: SortOrder; offset: number; limit: number }

export type TransferInput = { registrar: string; otherRegistrarName?: string }

export const salesKeys = {
  all: ['sales'] as const,
  list: (search: SalesSearch) => [...salesKeys.all, 'list', search] as const,
  leased: (offset: number) => [...salesKeys.all, 'leased', offset] as const,
  detail: (transactionId: string) => [...salesKeys.all, 'detail', transactionId] as const,
  payout: (payoutId: string) => [...salesKeys.all, 'payout', payoutId] as const,
  registrars: () => [...salesKeys.all, 'registrars'] as const,
}

export const salesQueries = {
  list: (search: SalesSearch) =>
    queryOptions({
      queryKey: salesKeys.list(search),
      queryFn: ({ signal }) => apiGet<SalePage>('/api/v1/sales', search, signal),
      placeholderData: keepPreviousData,
      staleTime: 15_000,
    }),
  leased: (offset: number, limit = 100) =>
    queryOptions({
      queryKey: salesKeys.leased(offset),
      queryFn: ({ signal }) =>
        apiGet<LeasedPage>(
          '/api/v1/transactions/leased',
          { offset, limit, sort: 'domain' },
          signal,
        ),
      placeholderData: keepPreviousData,
      staleTime: 15_000,
    }),
  /** Any transaction the viewer takes part in (seller, buyer or admin). */
  detail: (transactionId: string) =>
    queryOptions({
      queryKey: salesKeys.detail(transactionId),
      queryFn: ({ signal }) =>
        apiGet<TransactionDetail>(`/api/v1/transactions/${transactionId}`, {}, signal),
    }),
  payout: (payoutId: string) =>
    queryOptions({
      queryKey: salesKeys.payout(payoutId),
      queryFn: ({ signal }) => apiGet<PayoutDetail>(`/api/v1/payouts/${payoutId}`, {}, signal),
    }),
  registrars: () =>
    queryOptions({
      queryKey: salesKeys.registrars(),
      queryFn: ({ signal }) => apiGet<RegistrarList>('/api/v1/transactions/registrars', {}, signal),
      staleTime: 60 * 60_000,
    }),
}

export const salesCalls = {
  authCode: (transactionId: string, authCode: string) =>
    apiRequest<TransactionDetail>(`/api/v1/transactions/${transactionId}/transfer/authCode`, {
      method: 'PATCH',
      body: { authCode },
    }),
  registrar: (transactionId: string, input: TransferInput) =>
    apiRequest<TransactionDetail>(`/api/v1/transactions/${transactionId}/transfer/registrar`, {
      method: 'PATCH',
      body: input,
    }),
}

/** The invoice as the API serves it (decision 808): the printable page, or the same as PDF. */
export function invoiceUrl(
  kind: 'SALE' | 'LEASE',
  transactionId: string,
  invoiceId: string,
  format: 'html' | 'pdf' = 'html',
): string {
  const path =
    kind === 'SALE'
      ? `/api/v1/transactions/${transactionId}/sales/invoice`
      : `/api/v1/transactions/${transactionId}/leased/invoice/${invoiceId}`
  return format === 'pdf' ? `${path}?format=pdf` : path
}

/** After a transfer step: the detail is the answer; lists and the dashboard refetch. */
export function applyTransactionChange(queryClient: QueryClient, detail: TransactionDetail): void {
  queryClient.setQueryData(salesKeys.detail(detail.transactionId), detail)
  void queryClient.invalidateQueries({ queryKey: [...salesKeys.all, 'list'] })
  void queryClient.invalidateQueries({ queryKey: [...salesKeys.all, 'leased'] })
  void queryClient.invalidateQueries({ queryKey: ['dashboard'] })
}

/** A new key per attempt; a retry of the same attempt reuses it (the server replays). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID()
}

export const payoutCalls = {
  issue: (payoutId: string, idempotencyKey: string) =>
    apiRequest<{ payoutId: string; status: PayoutStatus }>(`/api/v1/payouts/${payoutId}/issue`, {
      method: 'POST',
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
}
