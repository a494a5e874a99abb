import type { EndpointSchemas } from '../http/endpoint.ts'
import {
  ParkingPaymentsInfoSchema,
  ParkingPaymentsParamsSchema,
  ParkingPaymentsSummarySchema,
} from './parking-payments.contract.ts'

/**
 * The zod schemas of each `parkingPaymentsEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const parkingPaymentsSchemas = {
  summary: { params: ParkingPaymentsParamsSchema, response: ParkingPaymentsSummarySchema },
  info: { params: ParkingPaymentsParamsSchema, response: ParkingPaymentsInfoSchema },
} satisfies Record<string, EndpointSchemas>
