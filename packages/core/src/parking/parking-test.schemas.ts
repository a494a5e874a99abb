import type { EndpointSchemas } from '../http/endpoint.ts'
import { ParkingRollUpResultSchema } from './parking-test.contract.ts'

/**
 * The zod schemas of each `parkingTestEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const parkingTestSchemas = {
  rollUp: { response: ParkingRollUpResultSchema },
} satisfies Record<string, EndpointSchemas>
