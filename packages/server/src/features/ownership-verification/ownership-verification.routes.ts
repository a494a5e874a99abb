import {
  ListVerificationsQuerySchema,
  VerificationListSchema,
  VerificationNamesInputSchema,
  VerificationPageSchema,
  VerificationTxtSchema,
} from '@namefolio/core/domains/domain-intake.contract'
import { requireRole } from '../../http/auth.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { OwnershipVerification } from './ownership-verification.service.ts'

export function registerOwnershipVerificationRoutes(
  app: ZodApp,
  deps: { ownership: OwnershipVerification },
) {
  const { ownership } = deps
  app.get(
    '/api/v1/account/verificationTxt',
    { schema: { tags: ['account'], response: { 200: VerificationTxtSchema } } },
    async (request) => ownership.getVerificationTxt(requireRole(request, 'seller').id),
  )
  app.get(
    '/api/v1/domains/verifications',
    {
      schema: {
        tags: ['domains'],
        querystring: ListVerificationsQuerySchema,
        response: { 200: VerificationPageSchema },
      },
    },
    async (request) => ownership.list(requireRole(request, 'seller').id, request.query),
  )
  app.post(
    '/api/v1/domains/verifications',
    {
      schema: {
        tags: ['domains'],
        body: VerificationNamesInputSchema,
        response: { 200: VerificationListSchema },
      },
    },
    async (request) => ownership.claim(requireRole(request, 'seller').id, request.body.domains),
  )
  app.post(
    '/api/v1/domains/verificationStatus',
    {
      schema: {
        tags: ['domains'],
        body: VerificationNamesInputSchema,
        response: { 200: VerificationListSchema },
      },
    },
    async (request) => ownership.checkNow(requireRole(request, 'seller').id, request.body.domains),
  )
}
