import { domainIntakeEndpoints as E } from '@namefolio/core/domains/domain-intake.endpoints'
import { domainIntakeSchemas } from '@namefolio/core/domains/domain-intake.schemas'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { OwnershipVerification } from './ownership-verification.service.ts'

export function registerOwnershipVerificationRoutes(
  app: ZodApp,
  deps: { ownership: OwnershipVerification },
) {
  const { ownership } = deps
  serveEndpoint(
    app,
    E.getVerificationTxt,
    { tags: ['account'], schemas: domainIntakeSchemas.getVerificationTxt },
    async (request) => ownership.getVerificationTxt(requireRole(request, 'seller').id),
  )
  serveEndpoint(
    app,
    E.listVerifications,
    {
      tags: ['domains'],
      schemas: domainIntakeSchemas.listVerifications,
    },
    async (request) => ownership.list(requireRole(request, 'seller').id, request.query),
  )
  serveEndpoint(
    app,
    E.claimVerifications,
    { tags: ['domains'], schemas: domainIntakeSchemas.claimVerifications },
    async (request) => ownership.claim(requireRole(request, 'seller').id, request.body.domains),
  )
  serveEndpoint(
    app,
    E.checkVerifications,
    { tags: ['domains'], schemas: domainIntakeSchemas.checkVerifications },
    async (request) => ownership.checkNow(requireRole(request, 'seller').id, request.body.domains),
  )
}
