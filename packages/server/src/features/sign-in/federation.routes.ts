import type { FastifyReply, FastifyRequest } from 'fastify'
import { DEFAULT_REALM } from '@namefolio/core/auth/auth.constants'
import {
  findFederatedIdentity,
  linkFederatedIdentity,
  type FinishedAuthorization,
} from '../../auth/federation.ts'
import { AppError } from '../../http/app-error.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { renderMessagePage } from './message.pages.ts'
import { LoginLinkQuerySchema, linkParams, pageOnError } from './sign-in-forms.ts'
import type { SignInHttp, SignInRouteDeps } from './sign-in-http.ts'
import { loginPathWithStatus, queryOf } from './sign-in-link-params.ts'

/** Federated sign-in (OpenID Connect) and the provider's redirect, for sign-in and linking. */
export function registerFederationRoutes(
  app: ZodApp,
  http: SignInHttp,
  deps: SignInRouteDeps,
): void {
  app.get(
    '/login/federated',
    { schema: { hide: true, querystring: LoginLinkQuerySchema }, config: http.signInRateLimit },
    async (request, reply) => {
      const params = linkParams(request.query)
      if (http.returnTargetOr(request, reply, params) === null) return reply
      if (!deps.federation) return reply.redirect(`/login${queryOf(params)}`, 303)
      const url = await deps.federation.startAuthorization({
        kind: 'sign-in',
        realm: params.realm ?? DEFAULT_REALM,
        query: queryOf(params),
      })
      return reply.redirect(url, 303)
    },
  )

  app.get('/login/federated/callback', { schema: { hide: true } }, async (request, reply) => {
    if (!deps.federation) return reply.redirect('/login', 303)
    const context = http.pageContext(request, {})
    return deps.federation.finishAuthorization(new URL(request.url, deps.publicUrl)).then(
      (finished) => continueFromProvider(request, reply, finished),
      pageOnError(reply, (_fields, error) => ({
        html: renderMessagePage({
          ...context,
          title: 'Sign-in stopped',
          text: error.message,
          kind: 'error',
        }),
        status: 403,
      })),
    )
  })

  /** The provider answered: link the identity to the signed-in account, or sign in with it. */
  async function continueFromProvider(
    request: FastifyRequest,
    reply: FastifyReply,
    finished: FinishedAuthorization,
  ): Promise<FastifyReply> {
    const { intent } = finished
    if (intent.kind === 'link') {
      // Linking needs the same account still signed in here.
      if (request.auth?.user.id !== intent.userId) {
        return reply.redirect('/login?status=30&path=%2Faccount%2Ffederate', 303)
      }
      try {
        await linkFederatedIdentity(deps.db, { userId: intent.userId, ...finished })
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        return reply.redirect('/account/federate?linked=conflict', 303)
      }
      return reply.redirect('/account/federate?linked=1', 303)
    }
    const params = linkParams(Object.fromEntries(new URLSearchParams(intent.query)))
    if (http.returnTargetOr(request, reply, params) === null) return reply
    const identity = await findFederatedIdentity(deps.db, finished.issuer, finished.subject)
    if (!identity) {
      // No account has linked this identity: federation permissions (spec §6, code 30).
      return reply.redirect(loginPathWithStatus(params, '30'), 303)
    }
    const outcome = await deps.signIn.signInFederated(
      identity.userId,
      intent.realm,
      http.clientOf(request),
      http.currentToken(request),
    )
    return http.continueAfterFirstFactor(request, reply, outcome, params)
  }
}
