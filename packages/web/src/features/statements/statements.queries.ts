import { queryOptions } from '@tanstack/react-query'
import type { StatementPage } from '@namefolio/core/sales/sales.contract'
import { apiGet } from '../../lib/api-client'

export const statementQueries = {
  list: () =>
    queryOptions({
      queryKey: ['statements'] as const,
      queryFn: ({ signal }) => apiGet<StatementPage>('/api/v1/account/statements', {}, signal),
    }),
}

export const EXPORT_URLS = {
  sales: '/api/v1/sales/export',
  leased: '/api/v1/transactions/leased/export',
  parking: '/api/v1/parking/export',
} as const
