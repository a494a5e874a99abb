import { endpoint } from '../http/endpoint.ts'
import type {
  ParkingCheckResultSchema,
  ParkingSetupNamesSchema,
  ParkingSetupPageSchema,
  ParkingSetupQuerySchema,
  ParkResultSchema,
} from './parking-setup.contract.ts'

/** Parking setup from the portfolio (spec §2; decision 540). Seller only, scoped to them. */
export const parkingSetupEndpoints = {
  setup: endpoint<{
    query: typeof ParkingSetupQuerySchema
    response: typeof ParkingSetupPageSchema
  }>()('GET', '/api/v1/parking/setup'),
  park: endpoint<{ body: typeof ParkingSetupNamesSchema; response: typeof ParkResultSchema }>()(
    'POST',
    '/api/v1/parking/setup/park',
  ),
  check: endpoint<{
    body: typeof ParkingSetupNamesSchema
    response: typeof ParkingCheckResultSchema
  }>()('POST', '/api/v1/parking/setup/check'),
}
