import {
  AccountLanderPatchSchema,
  AccountLanderSchema,
} from '@namefolio/core/account/account-defaults.contract'
import {
  AddDomainsInputSchema,
  AddDomainsResultSchema,
  DomainListInputSchema,
  ReviewDomainsResultSchema,
} from '@namefolio/core/domains/domain-intake.contract'
import { domainIntakeEndpoints as E } from '@namefolio/core/domains/domain-intake.endpoints'
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
    { tags: ['account'], schemas: { response: AccountLanderSchema } },
    async (request) => getAccountLanderDefaults(deps.db, requireRole(request, 'seller').id),
  )
  serveEndpoint(
    app,
    E.saveAccountLander,
    {
      tags: ['account'],
      schemas: { body: AccountLanderPatchSchema, response: AccountLanderSchema },
    },
    async (request) => saveAccountLander(deps.db, requireRole(request, 'seller').id, request.body),
  )
  serveEndpoint(
    app,
    E.reviewDomains,
    {
      tags: ['domains'],
      schemas: { body: DomainListInputSchema, response: ReviewDomainsResultSchema },
    },
    async (request) => deps.intake.review(requireRole(request, 'seller').id, request.body.domains),
  )
  serveEndpoint(
    app,
    E.addDomains,
    {
      tags: ['domains'],
      schemas: { body: AddDomainsInputSchema, response: AddDomainsResultSchema },
    },
    async (request) => deps.intake.add(requireRole(request, 'seller').id, request.body),
  )
}
