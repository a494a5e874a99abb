import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { AdminTransactionListQuery } from '@namefolio/core/admin/admin-transactions.contract'
import { adminEndpoints } from '@namefolio/core/admin/admin.endpoints'
import { callEndpoint } from '../../lib/api-client'

export type TransactionFilters = Pick<AdminTransactionListQuery, 'status' | 'kind' | 'q'>

export const adminOpsKeys = {
  all: ['admin-ops'] as const,
  transactions: (filters: TransactionFilters) =>
    [...adminOpsKeys.all, 'transactions', filters] as const,
  transaction: (id: string) => [...adminOpsKeys.all, 'transaction', id] as const,
  stuckPayouts: () => [...adminOpsKeys.all, 'stuck-payouts'] as const,
  health: () => [...adminOpsKeys.all, 'health'] as const,
}

/** The admin desks of issue 19: transactions, stuck payouts and health (decisions 1345-1346). */
export const adminOpsQueries = {
  transactions: (filters: TransactionFilters) =>
    infiniteQueryOptions({
      queryKey: adminOpsKeys.transactions(filters),
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        callEndpoint(
          adminEndpoints.transactions,
          {
            query: {
              ...(filters.status ? { status: filters.status } : {}),
              ...(filters.kind ? { kind: filters.kind } : {}),
              ...(filters.q ? { q: filters.q } : {}),
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          },
          { signal },
        ),
      getNextPageParam: (last) => last.nextCursor,
    }),
  transaction: (transactionId: string) =>
    queryOptions({
      queryKey: adminOpsKeys.transaction(transactionId),
      queryFn: ({ signal }) =>
        callEndpoint(adminEndpoints.transaction, { params: { transactionId } }, { signal }),
    }),
  stuckPayouts: () =>
    queryOptions({
      queryKey: adminOpsKeys.stuckPayouts(),
      queryFn: ({ signal }) => callEndpoint(adminEndpoints.stuckPayouts, {}, { signal }),
    }),
  health: () =>
    queryOptions({
      queryKey: adminOpsKeys.health(),
      queryFn: ({ signal }) => callEndpoint(adminEndpoints.health, {}, { signal }),
    }),
}

export const adminOpsCalls = {
  cancel: (transactionId: string, reason: string) =>
    callEndpoint(adminEndpoints.cancelTransaction, { params: { transactionId }, body: { reason } }),
  retryPayout: (payoutId: string) =>
    callEndpoint(adminEndpoints.retryPayout, { params: { payoutId } }),
}
