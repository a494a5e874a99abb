import { ParkingRollUpResultSchema } from '@namefolio/core/parking/parking-test.contract'
import { parkingTestEndpoints } from '@namefolio/core/parking/parking-test.endpoints'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { ParkingRollUp } from './roll-up-parking.ts'

/**
 * Development and test only (decision 530): flush the recorded events and run the parking
 * roll-up now, with no settle window. It rolls up every account, so it needs the admin role;
 * `app.ts` registers it only where the other test controls are.
 */
export function registerParkingTestControls(app: ZodApp, deps: { rollUp: ParkingRollUp }): void {
  serveEndpoint(
    app,
    parkingTestEndpoints.rollUp,
    { tags: ['test'], schemas: { response: ParkingRollUpResultSchema } },
    async (request) => {
      requireRole(request, 'admin')
      return deps.rollUp({ settleSeconds: 0 })
    },
  )
}
