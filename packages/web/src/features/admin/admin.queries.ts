import { queryOptions } from '@tanstack/react-query'
import type { AdminOverview } from '@namefolio/core/admin/admin-overview.contract'
import { apiGet, apiRequest } from '../../lib/api-client'

export const adminKeys = { all: ['admin'] as const, overview: () => ['admin', 'overview'] as const }

export const adminQueries = {
  overview: () =>
    queryOptions({
      queryKey: adminKeys.overview(),
      queryFn: ({ signal }) => apiGet<AdminOverview>('/api/v1/admin/overview', {}, signal),
    }),
}

/** Settles orders whose charge got no answer, against the payment provider. */
export function reconcilePayments() {
  return apiRequest<{ completed: number; failed: number }>('/api/v1/admin/payments/reconcile', {
    method: 'POST',
    body: {},
  })
}
