import { domainIntakeEndpoints as E } from '@namefolio/core/domains/domain-intake.endpoints'
import { domainIntakeSchemas } from '@namefolio/core/domains/domain-intake.schemas'
import type { Db } from '../../db/client.ts'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { IntakeService } from './domain-intake.service.ts'
import { getAccountLanderDefaults, saveAccountLander } from './listing-settings.ts'

export function registerDomainIntakeRoutes(app: ZodApp, deps: { db: Db; intake: IntakeService }) {
  serveEndpoint(
    app,
    E.getAccountLander,
    { tags: ['account'], schemas: domainIntakeSchemas.getAccountLander },
    async (request) => getAccountLanderDefaults(deps.db, requireRole(request, 'seller').id),
  )
  serveEndpoint(
    app,
    E.saveAccountLander,
    {
      tags: ['account'],
      schemas: domainIntakeSchemas.saveAccountLander,
    },
    async (request) => saveAccountLander(deps.db, requireRole(request, 'seller').id, request.body),
  )
  serveEndpoint(
    app,
    E.reviewDomains,
    {
      tags: ['domains'],
      schemas: domainIntakeSchemas.reviewDomains,
    },
    async (request) => deps.intake.review(requireRole(request, 'seller').id, request.body.domains),
  )
  serveEndpoint(
    app,
    E.addDomains,
    {
      tags: ['domains'],
      schemas: domainIntakeSchemas.addDomains,
    },
    async (request) => deps.intake.add(requireRole(request, 'seller').id, request.body),
  )
}
