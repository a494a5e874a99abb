import {
  AddDomainsInputSchema,
  AddDomainsResultSchema,
  DomainListInputSchema,
  ListingSettingsPatchSchema,
  ListingSettingsSchema,
  ReviewDomainsResultSchema,
} from '@namefolio/core/domains/domain-intake.contract'
import type { Db } from '../../db/client.ts'
import { requireRole } from '../../http/auth.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { IntakeService } from './domain-intake.service.ts'
import { saveAccountLander } from './listing-settings.ts'

export function registerDomainIntakeRoutes(app: ZodApp, deps: { db: Db; intake: IntakeService }) {
  app.get(
    '/api/v1/account/lander',
    { schema: { tags: ['account'], response: { 200: ListingSettingsSchema } } },
    async (request) => deps.intake.getAccountLander(requireRole(request, 'seller').id),
  )
  app.patch(
    '/api/v1/account/lander',
    {
      schema: {
        tags: ['account'],
        body: ListingSettingsPatchSchema,
        response: { 200: ListingSettingsSchema },
      },
    },
    async (request) => saveAccountLander(deps.db, requireRole(request, 'seller').id, request.body),
  )
  app.post(
    '/api/v2/domains/add/review',
    {
      schema: {
        tags: ['domains'],
        body: DomainListInputSchema,
        response: { 200: ReviewDomainsResultSchema },
      },
    },
    async (request) => deps.intake.review(requireRole(request, 'seller').id, request.body.domains),
  )
  app.post(
    '/api/v2/domains/add',
    {
      schema: {
        tags: ['domains'],
        body: AddDomainsInputSchema,
        response: { 200: AddDomainsResultSchema },
      },
    },
    async (request) => deps.intake.add(requireRole(request, 'seller').id, request.body),
  )
}
