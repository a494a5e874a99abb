import {
  ParkingPaymentsInfoSchema,
  ParkingPaymentsParamsSchema,
  ParkingPaymentsSummarySchema,
} from '@namefolio/core/parking/parking-payments.contract'
import { parkingPaymentsEndpoints } from '@namefolio/core/parking/parking-payments.endpoints'
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
    {
      tags,
      schemas: { params: ParkingPaymentsParamsSchema, response: ParkingPaymentsSummarySchema },
    },
    async (request) =>
      getParkingPaymentsSummary(deps, requireRole(request, 'seller').id, request.params.provider),
  )
  serveEndpoint(
    app,
    parkingPaymentsEndpoints.info,
    { tags, schemas: { params: ParkingPaymentsParamsSchema, response: ParkingPaymentsInfoSchema } },
    async (request) =>
      getParkingPaymentsInfo(deps, requireRole(request, 'seller').id, request.params.provider),
  )
}
