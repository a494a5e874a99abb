import { queryOptions } from '@tanstack/react-query'
import { statementEndpoints } from '@namefolio/core/sales/statements.endpoints'
import { callEndpoint } from '../../lib/api-client'

export const statementQueries = {
  list: () =>
    queryOptions({
      queryKey: ['statements'] as const,
      queryFn: ({ signal }) => callEndpoint(statementEndpoints.list, {}, { signal }),
      // The running month moves with every sale and every parking roll-up: ask on each visit.
      staleTime: 0,
    }),
}

export const EXPORT_URLS = {
  sales: '/api/v1/sales/export',
  leased: '/api/v1/transactions/leased/export',
  parking: '/api/v1/parking/export',
} as const
