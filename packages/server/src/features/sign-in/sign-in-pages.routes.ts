import { PROFILE_CREATE_PATH } from '@namefolio/core/account/profile'
import { LoginInputSchema, SignupInputSchema } from '@namefolio/core/auth/auth.contract'
import { findOneTimeToken } from '../../auth/one-time-tokens.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { renderSecondFactorPage } from './login.pages.ts'
import { renderSignOutPage } from './message.pages.ts'
import { PASSKEY_SCRIPT } from './passkey-script.ts'
import { resolveReturnTarget } from './return-target.ts'
import {
  LoginFormSchema,
  LoginLinkQuerySchema,
  SecondFactorFormSchema,
  SignupFormSchema,
  linkParams,
  pageOnError,
  sendPage,
  zodFields,
} from './sign-in-forms.ts'
import type { SignInHttp, SignInRouteDeps } from './sign-in-http.ts'
import { renderSignupPage } from './signup.pages.ts'

/** The sign-in service's own pages (spec §2): sign in, second factor, sign up, sign out. */
export function registerSignInPageRoutes(
  app: ZodApp,
  http: SignInHttp,
  deps: SignInRouteDeps,
): void {
  const { clientOf, currentToken, pageContext, loginPage, signInRateLimit } = http

  app.get('/sso/assets/passkey.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript')
      .header('cache-control', 'public, max-age=300')
      .send(PASSKEY_SCRIPT),
  )

  app.get(
    '/login',
    { schema: { hide: true, querystring: LoginLinkQuerySchema } },
    async (request, reply) => {
      const params = linkParams(request.query)
      if (http.returnTargetOr(request, reply, params) === null) return reply
      if (request.auth?.session && !request.query.status && !params.auth_reason)
        return reply.redirect(http.targetFor(request, params, request.auth.user), 303)
      return sendPage(reply, loginPage(request, { params, status: request.query.status }))
    },
  )

  app.post(
    '/login',
    { schema: { hide: true, body: LoginFormSchema }, config: signInRateLimit },
    async (request, reply) => {
      const params = linkParams(request.body)
      if (http.returnTargetOr(request, reply, params) === null) return reply
      const email = request.body.email ?? ''
      const parsed = LoginInputSchema.safeParse({ email, password: request.body.password ?? '' })
      if (!parsed.success) {
        const fields = zodFields(parsed.error.issues)
        return sendPage(reply, loginPage(request, { params, email, fields }), 400)
      }
      return deps.signIn
        .signIn(parsed.data, clientOf(request), params.realm, currentToken(request))
        .then(
          (outcome) => http.continueAfterFirstFactor(request, reply, outcome, params),
          pageOnError(reply, (fields) => ({ html: loginPage(request, { params, email, fields }) })),
        )
    },
  )

  app.post(
    '/login/second-factor',
    { schema: { hide: true, body: SecondFactorFormSchema }, config: signInRateLimit },
    async (request, reply) => {
      const params = linkParams(request.body)
      if (http.returnTargetOr(request, reply, params) === null) return reply
      const challenge = request.body.challenge ?? ''
      return deps.signIn
        .completeSecondFactor(
          challenge,
          request.body.code ?? '',
          clientOf(request),
          currentToken(request),
        )
        .then(
          (result) => {
            http.setSessionCookie(reply, result)
            return reply.redirect(http.targetFor(request, params, result.user), 303)
          },
          pageOnError(reply, async (fields) => {
            if (fields.some((f) => f.code === 'sso.error.challengeExpired')) {
              return { html: loginPage(request, { params, status: '2' }), status: 401 }
            }
            const live = await findOneTimeToken(deps.db, 'second_factor', challenge)
            const html = renderSecondFactorPage({
              ...pageContext(request, params),
              challenge,
              hasTotp: live?.data.hasTotp !== false,
              hasPasskey: live?.data.hasPasskey === true,
              fields,
            })
            return { html }
          }),
        )
    },
  )

  app.get(
    '/signup',
    { schema: { hide: true, querystring: LoginLinkQuerySchema } },
    async (request, reply) => {
      const params = linkParams(request.query)
      if (http.returnTargetOr(request, reply, params) === null) return reply
      return sendPage(reply, renderSignupPage(pageContext(request, params)))
    },
  )

  app.post(
    '/signup',
    { schema: { hide: true, body: SignupFormSchema }, config: signInRateLimit },
    async (request, reply) => {
      const params = linkParams(request.body)
      if (http.returnTargetOr(request, reply, params) === null) return reply
      const { email, name, username, password } = request.body
      const values = { email, name, username }
      const parsed = SignupInputSchema.safeParse({ ...values, password })
      const context = pageContext(request, params)
      if (!parsed.success) {
        const fields = zodFields(parsed.error.issues)
        return sendPage(reply, renderSignupPage({ ...context, values, fields }), 400)
      }
      return deps.signIn.signUp(parsed.data, clientOf(request)).then(
        (result) => {
          http.setSessionCookie(reply, result)
          // Without a page of its own to go to, a new account starts its profile (decision 1008).
          const target = http.targetFor(request, params, result.user, PROFILE_CREATE_PATH)
          return reply.redirect(target, 303)
        },
        pageOnError(reply, (fields) => ({
          html: renderSignupPage({ ...context, values, fields }),
        })),
      )
    },
  )

  // Signing out changes state: a POST from our own pages (CSRF guard); GET only asks (issue 12).
  app.get('/logout', { schema: { hide: true } }, async (request, reply) => {
    const auth = request.auth
    if (!auth?.session) return reply.redirect('/login?status=signed-out', 303)
    return sendPage(
      reply,
      renderSignOutPage({
        ...pageContext(request, {}),
        email: auth.user.email,
        // `/` sends a signed-in person on to their own role home.
        homeUrl: resolveReturnTarget(deps.publicUrl, {}, '/'),
      }),
    )
  })

  app.post('/logout', { schema: { hide: true } }, async (request, reply) => {
    await deps.signIn.signOut(currentToken(request))
    http.clearSessionCookie(reply)
    return reply.redirect('/login?status=signed-out', 303)
  })
}
