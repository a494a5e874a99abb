import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import { DEFAULT_LIST_PAGE_SIZE } from '@namefolio/core/constants/list-limits'
import { payoutEndpoints } from '@namefolio/core/sales/payouts.endpoints'
import type { RegistrarBody } from '@namefolio/core/sales/sales-requests.contract'
import type {
  LeasedSortKey,
  SoldSortKey,
  SortOrder,
} from '@namefolio/core/sales/sales-requests.constants'
import type { TransactionDetail } from '@namefolio/core/sales/sales.contract'
import { salesEndpoints, transactionEndpoints } from '@namefolio/core/sales/sales.endpoints'
import { callEndpoint } from '../../lib/api-client'

// The sales API's endpoints and answers are core's (decision 990), which the server validates.

export type { SoldSortKey, SortOrder } from '@namefolio/core/sales/sales-requests.constants'
export type SalesSearch = { sort: SoldSortKey; order: SortOrder; offset: number; limit: number }
/** The /sales/leased search: sort and page. */
export type LeasedSearch = { sort: LeasedSortKey; order: SortOrder; offset: number }

export type TransferInput = { registrar: string; otherRegistrarName?: string }

export const salesKeys = {
  all: ['sales'] as const,
  list: (search: SalesSearch) => [...salesKeys.all, 'list', search] as const,
  leased: (search: LeasedSearch) => [...salesKeys.all, 'leased', search] as const,
  detail: (transactionId: string) => [...salesKeys.all, 'detail', transactionId] as const,
  payout: (payoutId: string) => [...salesKeys.all, 'payout', payoutId] as const,
  registrars: () => [...salesKeys.all, 'registrars'] as const,
}

export const salesQueries = {
  list: (search: SalesSearch) =>
    queryOptions({
      queryKey: salesKeys.list(search),
      queryFn: ({ signal }) => callEndpoint(salesEndpoints.list, { query: search }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 15_000,
    }),
  leased: (search: LeasedSearch, limit = DEFAULT_LIST_PAGE_SIZE) =>
    queryOptions({
      queryKey: salesKeys.leased(search),
      queryFn: ({ signal }) =>
        callEndpoint(transactionEndpoints.leased, { query: { ...search, limit } }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 15_000,
    }),
  /** Any transaction the viewer takes part in (seller, buyer or admin). */
  detail: (transactionId: string) =>
    queryOptions({
      queryKey: salesKeys.detail(transactionId),
      queryFn: ({ signal }) =>
        callEndpoint(transactionEndpoints.detail, { params: { transactionId } }, { signal }),
    }),
  payout: (payoutId: string) =>
    queryOptions({
      queryKey: salesKeys.payout(payoutId),
      queryFn: ({ signal }) =>
        callEndpoint(payoutEndpoints.detail, { params: { payoutId } }, { signal }),
    }),
  registrars: () =>
    queryOptions({
      queryKey: salesKeys.registrars(),
      queryFn: ({ signal }) => callEndpoint(transactionEndpoints.registrars, {}, { signal }),
      staleTime: 60 * 60_000,
    }),
}

export const salesCalls = {
  authCode: (transactionId: string, authCode: string) =>
    callEndpoint(transactionEndpoints.authCode, { params: { transactionId }, body: { authCode } }),
  /** The registrar is one of the server's own list; the server checks it again. */
  registrar: (transactionId: string, input: TransferInput) =>
    callEndpoint(transactionEndpoints.registrar, {
      params: { transactionId },
      body: input as RegistrarBody,
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
    callEndpoint(
      payoutEndpoints.issue,
      { params: { payoutId } },
      { headers: { 'Idempotency-Key': idempotencyKey } },
    ),
}
