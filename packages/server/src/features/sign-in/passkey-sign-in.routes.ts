import type { AuthenticationResponseJSON } from '@simplewebauthn/server'
import { DEFAULT_REALM } from '@namefolio/core/auth/auth.constants'
import { signInEndpoints } from '@namefolio/core/auth/sign-in.endpoints'
import { signInSchemas } from '@namefolio/core/auth/sign-in.schemas'
import { findOneTimeToken } from '../../auth/one-time-tokens.ts'
import { finishPasskeySignIn, startPasskeySignIn } from '../../auth/passkeys.ts'
import { AppError } from '../../http/app-error.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { resolveReturnTarget } from './return-target.ts'
import { linkParams } from './sign-in-forms.ts'
import type { SignInHttp, SignInRouteDeps } from './sign-in-http.ts'

/** Passkeys on the sign-in pages: passwordless, or the second step (with `challenge`). */
export function registerPasskeySignInRoutes(
  app: ZodApp,
  http: SignInHttp,
  deps: SignInRouteDeps,
): void {
  const tags = ['sign-in']
  const config = http.signInRateLimit

  serveEndpoint(
    app,
    signInEndpoints.passkeyOptions,
    {
      tags,
      schemas: signInSchemas.passkeyOptions,
      config,
    },
    async (request) => {
      let userId: string | null = null
      if (request.body.challenge) {
        const pending = await findOneTimeToken(deps.db, 'second_factor', request.body.challenge)
        if (!pending?.userId)
          throw new AppError('UNAUTHENTICATED', 'This sign-in took too long. Start again.')
        userId = pending.userId
      }
      return { ...(await startPasskeySignIn(deps.db, deps.relyingParty, userId)) }
    },
  )

  serveEndpoint(
    app,
    signInEndpoints.passkeyVerify,
    { tags, schemas: signInSchemas.passkeyVerify, config },
    async (request, reply) => {
      const params = linkParams(Object.fromEntries(new URLSearchParams(request.body.query ?? '')))
      resolveReturnTarget(deps.publicUrl, params)
      const { userId } = await finishPasskeySignIn(
        deps.db,
        deps.relyingParty,
        request.body.response as unknown as AuthenticationResponseJSON,
      )
      const client = http.clientOf(request)
      const current = http.currentToken(request)
      const result = request.body.challenge
        ? await deps.signIn.completeSecondFactorWithPasskey(
            request.body.challenge,
            userId,
            client,
            current,
          )
        : await deps.signIn.signInWithPasskey(
            userId,
            params.realm ?? DEFAULT_REALM,
            client,
            current,
          )
      return http.signedInAnswer(request, reply, params, result)
    },
  )
}
