import { PROFILE_CREATE_PATH } from '@namefolio/core/account/profile'
import { signInEndpoints } from '@namefolio/core/auth/sign-in.endpoints'
import { signInSchemas } from '@namefolio/core/auth/sign-in.schemas'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { resolveReturnTarget } from './return-target.ts'
import type { SignInHttp, SignInRouteDeps } from './sign-in-http.ts'
import { validateSession } from './validate-session.ts'

/** The sign-in service's JSON (spec §7): sign in, sign up, sign out, validate, the visitor. */
export function registerSignInApiRoutes(
  app: ZodApp,
  http: SignInHttp,
  deps: SignInRouteDeps,
): void {
  const tags = ['sign-in']
  const config = http.signInRateLimit

  serveEndpoint(
    app,
    signInEndpoints.login,
    { tags, schemas: signInSchemas.login, config },
    async (request, reply) => {
      const params = { path: request.body.path }
      resolveReturnTarget(deps.publicUrl, params)
      const outcome = await deps.signIn.signIn(
        request.body,
        http.clientOf(request),
        request.body.realm,
        http.currentToken(request),
      )
      if (outcome.kind === 'second-factor') {
        const methods = [
          ...(outcome.hasTotp ? (['totp'] as const) : []),
          ...(outcome.hasPasskey ? (['passkey'] as const) : []),
        ]
        return { secondFactor: { challenge: outcome.challenge, methods } }
      }
      return http.signedInAnswer(request, reply, params, outcome.result)
    },
  )

  serveEndpoint(
    app,
    signInEndpoints.secondFactor,
    { tags, schemas: signInSchemas.secondFactor, config },
    async (request, reply) => {
      const params = { path: request.body.path }
      resolveReturnTarget(deps.publicUrl, params)
      const result = await deps.signIn.completeSecondFactor(
        request.body.challenge,
        request.body.code,
        http.clientOf(request),
        http.currentToken(request),
      )
      return http.signedInAnswer(request, reply, params, result)
    },
  )

  serveEndpoint(
    app,
    signInEndpoints.signup,
    { tags, schemas: signInSchemas.signup, config },
    async (request, reply) => {
      const result = await deps.signIn.signUp(request.body, http.clientOf(request))
      // A new account starts its profile (decision 1008).
      return http.signedInAnswer(request, reply, {}, result, PROFILE_CREATE_PATH)
    },
  )

  // 204 with no body: a plain route (endpoint-contracts.test.ts lists it).
  app.post('/api/sso/logout', { schema: { tags } }, async (request, reply) => {
    await deps.signIn.signOut(http.currentToken(request))
    http.clearSessionCookie(reply)
    return reply.status(204).send()
  })

  serveEndpoint(
    app,
    signInEndpoints.validate,
    { tags, schemas: signInSchemas.validate },
    async (request) => validateSession(request.auth, request.query),
  )

  // The visitor's private label (spec §2): resolved from the host the visitor came to.
  serveEndpoint(
    app,
    signInEndpoints.visitor,
    { tags, schemas: signInSchemas.visitor },
    async (request) => {
      const privateLabelId = deps.privateLabels.findIdForHost(request.host)
      const brand = deps.privateLabels.findBrand(privateLabelId)
      return {
        privateLabelId,
        brand: brand
          ? { name: brand.name, logoUrl: brand.logoUrl ?? null, primaryColor: brand.primaryColor }
          : null,
      }
    },
  )
}
