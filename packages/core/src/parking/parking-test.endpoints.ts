import { endpoint } from '../http/endpoint.ts'
import type { ParkingRollUpResultSchema } from './parking-test.contract.ts'

/**
 * Development and test only (decision 530): flush the recorded events and run the parking
 * roll-up with no settle window, so a journey sees its view and click at once.
 */
export const parkingTestEndpoints = {
  rollUp: endpoint<{ response: typeof ParkingRollUpResultSchema }>()(
    'POST',
    '/api/v1/test/parking/roll-up',
  ),
}
