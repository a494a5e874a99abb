import {
  InUseDomainParamsSchema,
  InUseStatusSchema,
  PausedDomainsSchema,
} from '@namefolio/core/in-use-guard/in-use-guard.contract'
import { inUseGuardEndpoints as api } from '@namefolio/core/in-use-guard/in-use-guard.endpoints'
import type { FastifyRequest } from 'fastify'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { InUseGuardService } from './in-use-guard.service.ts'

const tags = ['domains']
const seller = (request: FastifyRequest) => requireRole(request, 'seller')
const forOneDomain = { params: InUseDomainParamsSchema, response: InUseStatusSchema }

/**
 * The seller's side of the in-use guard (issue 24): read, resume buy-now, check again now.
 * Each answers only for the signed-in seller's domains (another seller's name is a 404).
 */
export function registerInUseGuardRoutes(app: ZodApp, guard: InUseGuardService): void {
  serveEndpoint(app, api.paused, { tags, schemas: { response: PausedDomainsSchema } }, (request) =>
    guard.paused(seller(request).id),
  )
  serveEndpoint(app, api.get, { tags, schemas: forOneDomain }, (request) =>
    guard.status(seller(request).id, request.params.domainName),
  )
  serveEndpoint(app, api.resume, { tags, schemas: forOneDomain }, (request) =>
    guard.resume(seller(request).id, request.params.domainName),
  )
  // A look reaches outside (DNS, HTTP): a seller gets a few a minute, not a scanner's worth.
  serveEndpoint(
    app,
    api.checkNow,
    { tags, schemas: forOneDomain, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    (request) => {
      const user = seller(request)
      return guard.checkNow(user.id, request.params.domainName, AbortSignal.timeout(30_000))
    },
  )
}
