import { parkingPaymentsEndpoints } from '@namefolio/core/parking/parking-payments.endpoints'
import { parkingPaymentsSchemas } from '@namefolio/core/parking/parking-payments.schemas'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import {
  getParkingPaymentsInfo,
  getParkingPaymentsSummary,
  type ParkingPaymentsDeps,
} from './get-parking-payments.ts'

const tags = ['account']

/** The parking payment endpoints of spec §7, for the signed-in seller only. */
export function registerParkingPaymentsRoutes(app: ZodApp, deps: ParkingPaymentsDeps): void {
  serveEndpoint(
    app,
    parkingPaymentsEndpoints.summary,
    { tags, schemas: parkingPaymentsSchemas.summary },
    async (request) =>
      getParkingPaymentsSummary(deps, requireRole(request, 'seller').id, request.params.provider),
  )
  serveEndpoint(
    app,
    parkingPaymentsEndpoints.info,
    { tags, schemas: parkingPaymentsSchemas.info },
    async (request) =>
      getParkingPaymentsInfo(deps, requireRole(request, 'seller').id, request.params.provider),
  )
}
