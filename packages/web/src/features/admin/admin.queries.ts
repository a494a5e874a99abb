import { queryOptions } from '@tanstack/react-query'
import { adminEndpoints } from '@namefolio/core/admin/admin.endpoints'
import { callEndpoint } from '../../lib/api-client'

export const adminKeys = { all: ['admin'] as const, overview: () => ['admin', 'overview'] as const }

export const adminQueries = {
  overview: () =>
    queryOptions({
      queryKey: adminKeys.overview(),
      queryFn: ({ signal }) => callEndpoint(adminEndpoints.overview, {}, { signal }),
    }),
}

/** Settles orders whose charge got no answer, against the payment provider. */
export function reconcilePayments() {
  return callEndpoint(adminEndpoints.reconcilePayments, { body: {} })
}
