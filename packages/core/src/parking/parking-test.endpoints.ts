import { endpoint } from '../http/endpoint.ts'
import type { parkingTestSchemas as S } from './parking-test.schemas.ts'

/**
 * Development and test only (decision 530): flush the recorded events and run the parking
 * roll-up with no settle window, so a journey sees its view and click at once.
 */
export const parkingTestEndpoints = {
  rollUp: endpoint<typeof S.rollUp>()('POST', '/api/v1/test/parking/roll-up'),
}
