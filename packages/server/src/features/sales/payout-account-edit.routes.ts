import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { payoutAccountEditEndpoints } from '@namefolio/core/sales/payout-account-edit.endpoints'
import { payoutAccountEditSchemas } from '@namefolio/core/sales/payout-account-edit.schemas'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import { requireRecentSignIn } from '../../http/step-up.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { PayoutAccountEdits } from './payout-account-edit.ts'
import {
  renderSandboxOnboardingMissing,
  renderSandboxOnboardingPage,
} from './payout-onboarding.pages.ts'
import { SANDBOX_ONBOARDING_PATH } from './payout-onboarding.ts'

const tags = ['account']
const SandboxParams = z.object({ capId: z.string().max(64) })
const isUuid = (value: string) => z.uuid().safeParse(value).success

/**
 * Issue 18: PATCH v1/account/payments (edit a payout account, step-up as every payout change),
 * GET v1/account/payments/url/{capId} (the provider's onboarding page), and, with the sandbox
 * provider only, that onboarding page itself (decisions 1030 and 1031).
 */
export function registerPayoutAccountEditRoutes(
  app: ZodApp,
  deps: { edits: PayoutAccountEdits; isSandbox: boolean; ssoBaseUrl: string },
) {
  const { edits } = deps

  serveEndpoint(
    app,
    payoutAccountEditEndpoints.edit,
    { tags, schemas: payoutAccountEditSchemas.edit },
    async (request) => edits.editAccount(requireRecentSignIn(request, 'high').id, request.body),
  )
  serveEndpoint(
    app,
    payoutAccountEditEndpoints.onboardingUrl,
    { tags, schemas: payoutAccountEditSchemas.onboardingUrl },
    async (request) => edits.onboardingUrl(requireRole(request, 'seller').id, request.params.capId),
  )

  if (!deps.isSandbox) return
  const pagePath = `${SANDBOX_ONBOARDING_PATH}/:capId`

  /** The signed-in seller, or a redirect to sign in that comes back to this page. */
  function sellerOrSignIn(request: FastifyRequest, reply: FastifyReply, capId: string) {
    const user = request.auth?.user
    if (user?.roles.includes('seller')) return user
    const path = `${SANDBOX_ONBOARDING_PATH}/${encodeURIComponent(capId)}`
    void reply.redirect(
      `${deps.ssoBaseUrl}/login?realm=portal&path=${encodeURIComponent(path)}`,
      303,
    )
    return null
  }

  const missing = (reply: FastifyReply) =>
    reply.code(404).type('text/html; charset=utf-8').send(renderSandboxOnboardingMissing())

  app.get(pagePath, { schema: { hide: true, params: SandboxParams } }, async (request, reply) => {
    const { capId } = request.params
    const user = sellerOrSignIn(request, reply, capId)
    if (!user) return reply
    const account = isUuid(capId) ? await edits.findForSandbox(user.id, capId) : null
    reply.header('cache-control', 'no-store')
    if (!account) return missing(reply)
    return reply
      .type('text/html; charset=utf-8')
      .send(
        renderSandboxOnboardingPage(
          account,
          `${SANDBOX_ONBOARDING_PATH}/${encodeURIComponent(capId)}`,
        ),
      )
  })
  app.post(
    pagePath,
    {
      schema: { hide: true, params: SandboxParams },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { capId } = request.params
      const user = sellerOrSignIn(request, reply, capId)
      if (!user) return reply
      const done = isUuid(capId) && (await edits.completeSandboxOnboarding(user.id, capId))
      if (!done) return missing(reply)
      // Back where the provider returns a payee: the portal's link success page (issue 18).
      return reply.redirect(
        `/account/link/success?kind=payout&capId=${encodeURIComponent(capId)}`,
        303,
      )
    },
  )
}
