import type { EndpointSchemas } from '../http/endpoint.ts'
import {
  ParkingCheckResultSchema,
  ParkingSetupNamesSchema,
  ParkingSetupPageSchema,
  ParkingSetupQuerySchema,
  ParkResultSchema,
} from './parking-setup.contract.ts'

/**
 * The zod schemas of each `parkingSetupEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const parkingSetupSchemas = {
  setup: { query: ParkingSetupQuerySchema, response: ParkingSetupPageSchema },
  park: { body: ParkingSetupNamesSchema, response: ParkResultSchema },
  check: { body: ParkingSetupNamesSchema, response: ParkingCheckResultSchema },
} satisfies Record<string, EndpointSchemas>
