import { endpoint } from '../http/endpoint.ts'
import type { parkingSetupSchemas as S } from './parking-setup.schemas.ts'

/** Parking setup from the portfolio (spec §2; decision 540). Seller only, scoped to them. */
export const parkingSetupEndpoints = {
  setup: endpoint<typeof S.setup>()('GET', '/api/v1/parking/setup'),
  park: endpoint<typeof S.park>()('POST', '/api/v1/parking/setup/park'),
  check: endpoint<typeof S.check>()('POST', '/api/v1/parking/setup/check'),
}
