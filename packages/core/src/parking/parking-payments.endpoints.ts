import { endpoint } from '../http/endpoint.ts'
import type {
  ParkingPaymentsInfoSchema,
  ParkingPaymentsParamsSchema,
  ParkingPaymentsSummarySchema,
} from './parking-payments.contract.ts'

/**
 * The two parking payment endpoints of spec §7 (decision 533): `:provider` is the payout
 * provider's name; an unknown provider answers 404.
 */
export const parkingPaymentsEndpoints = {
  summary: endpoint<{
    params: typeof ParkingPaymentsParamsSchema
    response: typeof ParkingPaymentsSummarySchema
  }>()('GET', '/api/v1/account/payments/:provider/parking'),
  info: endpoint<{
    params: typeof ParkingPaymentsParamsSchema
    response: typeof ParkingPaymentsInfoSchema
  }>()('GET', '/api/v1/account/payments/:provider/parking/info'),
}
