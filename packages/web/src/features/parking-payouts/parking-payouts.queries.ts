import { queryOptions } from '@tanstack/react-query'
import { SANDBOX_PAYOUT_PROVIDER } from '@namefolio/core/parking/parking-payments.constants'
import { parkingPaymentsEndpoints } from '@namefolio/core/parking/parking-payments.endpoints'
import { callEndpoint } from '../../lib/api-client'

export type {
  ParkingMonth,
  ParkingMonthStatus,
  ParkingPaymentsInfo,
  ParkingPaymentsSummary,
} from '@namefolio/core/parking/parking-payments.contract'

/** Parking is paid through the payout provider the server runs with (decision 533). */
const provider = SANDBOX_PAYOUT_PROVIDER

export const parkingPayoutKeys = {
  summary: ['parking-payouts', provider, 'summary'] as const,
  info: ['parking-payouts', provider, 'info'] as const,
}

export const parkingPayoutQueries = {
  summary: () =>
    queryOptions({
      queryKey: parkingPayoutKeys.summary,
      queryFn: ({ signal }) =>
        callEndpoint(parkingPaymentsEndpoints.summary, { params: { provider } }, { signal }),
    }),
  info: () =>
    queryOptions({
      queryKey: parkingPayoutKeys.info,
      queryFn: ({ signal }) =>
        callEndpoint(parkingPaymentsEndpoints.info, { params: { provider } }, { signal }),
    }),
}
