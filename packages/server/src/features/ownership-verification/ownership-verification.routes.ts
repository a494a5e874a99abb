import {
  ListVerificationsQuerySchema,
  VerificationListSchema,
  VerificationNamesInputSchema,
  VerificationPageSchema,
  VerificationTxtSchema,
} from '@namefolio/core/domains/domain-intake.contract'
import { domainIntakeEndpoints as E } from '@namefolio/core/domains/domain-intake.endpoints'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { OwnershipVerification } from './ownership-verification.service.ts'

export function registerOwnershipVerificationRoutes(
  app: ZodApp,
  deps: { ownership: OwnershipVerification },
) {
  const { ownership } = deps
  const names = { body: VerificationNamesInputSchema, response: VerificationListSchema }
  serveEndpoint(
    app,
    E.getVerificationTxt,
    { tags: ['account'], schemas: { response: VerificationTxtSchema } },
    async (request) => ownership.getVerificationTxt(requireRole(request, 'seller').id),
  )
  serveEndpoint(
    app,
    E.listVerifications,
    {
      tags: ['domains'],
      schemas: { query: ListVerificationsQuerySchema, response: VerificationPageSchema },
    },
    async (request) => ownership.list(requireRole(request, 'seller').id, request.query),
  )
  serveEndpoint(app, E.claimVerifications, { tags: ['domains'], schemas: names }, async (request) =>
    ownership.claim(requireRole(request, 'seller').id, request.body.domains),
  )
  serveEndpoint(app, E.checkVerifications, { tags: ['domains'], schemas: names }, async (request) =>
    ownership.checkNow(requireRole(request, 'seller').id, request.body.domains),
  )
}
