import { parkingSetupEndpoints } from '@namefolio/core/parking/parking-setup.endpoints'
import { parkingSetupSchemas } from '@namefolio/core/parking/parking-setup.schemas'
import type { FastifyRequest } from 'fastify'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { createParkingSetupService, type ParkingSetupDeps } from './parking-setup.service.ts'

const tags = ['parking']
const seller = (request: FastifyRequest) => requireRole(request, 'seller')

/** Parking setup (spec §2; decision 540): list, move to parking, check DNS. */
export function registerParkingSetupRoutes(app: ZodApp, deps: ParkingSetupDeps): void {
  const setup = createParkingSetupService(deps)
  const E = parkingSetupEndpoints

  serveEndpoint(app, E.setup, { tags, schemas: parkingSetupSchemas.setup }, async (request) =>
    setup.setup(seller(request), request.query),
  )
  serveEndpoint(app, E.park, { tags, schemas: parkingSetupSchemas.park }, async (request) =>
    setup.park(seller(request), request.body.domainNames),
  )
  serveEndpoint(app, E.check, { tags, schemas: parkingSetupSchemas.check }, async (request) =>
    setup.check(seller(request), request.body.domainNames),
  )
}
