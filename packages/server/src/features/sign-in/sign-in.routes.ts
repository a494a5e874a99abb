import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { AuthenticationResponseJSON } from '@simplewebauthn/server'
import {
  AuthValidateQuerySchema,
  AuthValidateResultSchema,
  DEFAULT_REALM,
  LoginInputSchema,
  SignupInputSchema,
} from '@namefolio/core/auth/auth.contract'
import type { FieldError } from '@namefolio/core/http/error.contract'
import { sessionCookieName } from '../../auth/session-token.ts'
import { finishPasskeySignIn, startPasskeySignIn, type RelyingParty } from '../../auth/passkeys.ts'
import { findOneTimeToken } from '../../auth/one-time-tokens.ts'
import {
  findFederatedIdentity,
  linkFederatedIdentity,
  type Federation,
} from '../../auth/federation.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import { emailInBody, limitPerAccount } from '../../http/rate-limits.ts'
import { wantsHtml, type ZodApp } from '../../http/zod-app.ts'
import { PASSKEY_SCRIPT } from './passkey-script.ts'
import type { PrivateLabels } from './private-label.ts'
import { resolveReturnTarget } from './return-target.ts'
import { homePathFor } from '@namefolio/core/routing/role-home'
import { ROLE_COOKIE } from '@namefolio/core/routing/role-cookie'
import type { Role } from '@namefolio/core/account/account.contract'
import {
  queryOf,
  renderChangePasswordPage,
  renderLoginPage,
  renderMessagePage,
  renderRecoverPage,
  renderResetPasswordPage,
  renderReturnRefusedPage,
  renderSecondFactorPage,
  renderSignInLinkConfirmPage,
  renderSignInLinkRequestPage,
  renderSignOutPage,
  renderSignupPage,
  type LoginLinkParams,
  type PageContext,
} from './sign-in.pages.ts'
import {
  validateSession,
  type ClientInfo,
  type FirstFactorOutcome,
  type SignInResult,
  type SignInService,
} from './sign-in.service.ts'

const param = z.string().max(2048).optional()
const LoginLinkQuerySchema = z.object({
  realm: param,
  risk: param,
  auth_reason: param,
  path: param,
  port: param,
  app: param,
  subdomain: param,
  plid: param,
  status: param,
})
const LoginFormSchema = LoginLinkQuerySchema.extend({ email: param, password: param })
const SignupFormSchema = LoginLinkQuerySchema.extend({
  email: param,
  password: param,
  name: param,
  username: param,
})
const SecondFactorFormSchema = LoginLinkQuerySchema.extend({ challenge: param, code: param })
const EmailFormSchema = LoginLinkQuerySchema.extend({ email: param })
const TokenQuerySchema = LoginLinkQuerySchema.extend({ token: param })
const ResetFormSchema = LoginLinkQuerySchema.extend({
  token: param,
  password: param,
  confirm: param,
})
const ChangePasswordFormSchema = z.object({
  username: param,
  current: param,
  password: param,
  confirm: param,
})
const NewPasswordSchema = z.string().min(10).max(200)

const SsoLoginBodySchema = LoginInputSchema.extend({
  path: z.string().max(2048).optional(),
  realm: z.string().max(64).optional(),
})
const SignedInUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  username: z.string(),
})
const SignInAnswerSchema = z.object({ user: SignedInUserSchema, redirectTo: z.string() })
const SecondFactorAnswerSchema = z.object({
  secondFactor: z.object({
    challenge: z.string(),
    methods: z.array(z.enum(['totp', 'passkey'])),
  }),
})
const SsoSecondFactorBodySchema = z.object({
  challenge: z.string().max(200),
  code: z.string().max(40),
  path: z.string().max(2048).optional(),
})
const PasskeyOptionsBodySchema = z.object({ challenge: z.string().max(200).nullish() })
const PasskeyVerifyBodySchema = z.object({
  challenge: z.string().max(200).nullish(),
  query: z.string().max(4096).optional(),
  response: z.looseObject({
    id: z.string().max(1024),
    rawId: z.string().max(1024),
    type: z.literal('public-key'),
    response: z.looseObject({
      clientDataJSON: z.string().max(8192),
      authenticatorData: z.string().max(8192),
      signature: z.string().max(8192),
      userHandle: z.string().max(1024).optional(),
    }),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  }),
})

const MAIL_RATE_LIMIT = { rateLimit: { max: 5, timeWindow: '1 minute' } }

function linkParams(query: Partial<z.infer<typeof LoginLinkQuerySchema>>): LoginLinkParams {
  const params: LoginLinkParams = {}
  for (const name of [
    'realm',
    'risk',
    'auth_reason',
    'path',
    'port',
    'app',
    'subdomain',
    'plid',
  ] as const) {
    const value = query[name]
    if (value) params[name] = value
  }
  return params
}

function zodFields(issues: z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => ({
    field: issue.path.join('.'),
    code: /^[a-z]+(\.[a-zA-Z]+)+$/.test(issue.message) ? issue.message : issue.code,
  }))
}

export type SignInRouteDeps = {
  db: Db
  signIn: SignInService
  publicUrl: string
  secureCookies: boolean
  privateLabels: PrivateLabels
  relyingParty: RelyingParty
  federation: Federation | null
  /** Sign-in attempts a minute per client address (SIGN_IN_ATTEMPTS_PER_MINUTE). */
  signInAttemptsPerMinute: number
}

export function registerSignInRoutes(app: ZodApp, deps: SignInRouteDeps): void {
  const sessionCookie = sessionCookieName(deps.secureCookies)
  const SIGN_IN_RATE_LIMIT = {
    rateLimit: { max: deps.signInAttemptsPerMinute, timeWindow: '1 minute' },
  }
  // Password sign-in is also held per account by its failures (auth/sign-in-events.ts: 10 in
  // 15 minutes lock the address); e-mailed links count requests per address (decision 912).
  const mailsPerAccount = limitPerAccount(app, {
    name: 'mail-link',
    max: 10,
    timeWindow: '1 hour',
    accountOf: emailInBody,
    message: 'Too many requests for this e-mail address',
  })
  const clientOf = (request: FastifyRequest): ClientInfo => ({
    userAgent: request.headers['user-agent'] ?? null,
    ipAddress: request.ip,
  })
  const currentToken = (request: FastifyRequest) => request.cookies[sessionCookie]

  /** The private label: plid on the link, in the return path's query, or the partner's host. */
  function pageContext(request: FastifyRequest, params: LoginLinkParams): PageContext {
    let plid = params.plid ?? null
    if (!plid && params.path) {
      try {
        plid = new URL(params.path, deps.publicUrl).searchParams.get('plid')
      } catch {
        plid = null
      }
    }
    plid ??= deps.privateLabels.findIdForHost(request.host)
    return { params, brand: deps.privateLabels.findBrand(plid) }
  }

  function setSessionCookie(reply: FastifyReply, result: SignInResult): void {
    reply.setCookie(sessionCookie, result.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.secureCookies,
      expires: result.expiresAt,
    })
  }

  function clearSessionCookie(reply: FastifyReply): void {
    reply.clearCookie(sessionCookie, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.secureCookies,
    })
  }

  function sendPage(reply: FastifyReply, page: string, status = 200) {
    return reply.status(status).type('text/html').header('cache-control', 'no-store').send(page)
  }

  /** The return target, or a refusal: an HTML page for browsers, the error envelope otherwise. */
  function returnTargetOr(
    request: FastifyRequest,
    reply: FastifyReply,
    params: LoginLinkParams,
  ): string | null {
    try {
      return resolveReturnTarget(deps.publicUrl, params)
    } catch (error) {
      if (!(error instanceof AppError) || !wantsHtml(request.headers.accept)) throw error
      void sendPage(reply, renderReturnRefusedPage(pageContext(request, params).brand), 400)
      return null
    }
  }

  /**
   * Where a signed-in person goes: the return path asked for, else the home of their role, the
   * one they last switched to first (decision 950).
   */
  function targetFor(
    request: FastifyRequest,
    params: LoginLinkParams,
    user: { roles: readonly Role[] },
  ): string {
    const home = homePathFor(user.roles, request.cookies[ROLE_COOKIE])
    return resolveReturnTarget(deps.publicUrl, params, home)
  }

  /** After a first factor on a page: go back signed in, or ask for the second factor. */
  function continueAfterFirstFactor(
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: FirstFactorOutcome,
    params: LoginLinkParams,
  ) {
    if (outcome.kind === 'signed-in') {
      setSessionCookie(reply, outcome.result)
      return reply.redirect(targetFor(request, params, outcome.result.user), 303)
    }
    return sendPage(
      reply,
      renderSecondFactorPage({
        ...pageContext(request, params),
        challenge: outcome.challenge,
        hasTotp: outcome.hasTotp,
        hasPasskey: outcome.hasPasskey,
      }),
    )
  }

  function loginPage(
    request: FastifyRequest,
    options: Omit<Parameters<typeof renderLoginPage>[0], 'brand'>,
  ) {
    return renderLoginPage({
      ...options,
      brand: pageContext(request, options.params).brand,
      federationName: deps.federation?.name ?? null,
    })
  }

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
      const target = returnTargetOr(request, reply, params)
      if (target === null) return reply
      if (request.auth?.session && !request.query.status && !params.auth_reason)
        return reply.redirect(targetFor(request, params, request.auth.user), 303)
      return sendPage(reply, loginPage(request, { params, status: request.query.status }))
    },
  )

  app.post(
    '/login',
    { schema: { hide: true, body: LoginFormSchema }, config: SIGN_IN_RATE_LIMIT },
    async (request, reply) => {
      const params = linkParams(request.body)
      const target = returnTargetOr(request, reply, params)
      if (target === null) return reply
      const email = request.body.email ?? ''
      const parsed = LoginInputSchema.safeParse({ email, password: request.body.password ?? '' })
      if (!parsed.success) {
        const fields = zodFields(parsed.error.issues)
        return sendPage(reply, loginPage(request, { params, email, fields }), 400)
      }
      try {
        const outcome = await deps.signIn.signIn(
          parsed.data,
          clientOf(request),
          params.realm,
          currentToken(request),
        )
        return continueAfterFirstFactor(request, reply, outcome, params)
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        return sendPage(
          reply,
          loginPage(request, { params, email, fields: error.fields ?? [] }),
          error.statusCode,
        )
      }
    },
  )

  app.post(
    '/login/second-factor',
    { schema: { hide: true, body: SecondFactorFormSchema }, config: SIGN_IN_RATE_LIMIT },
    async (request, reply) => {
      const params = linkParams(request.body)
      const target = returnTargetOr(request, reply, params)
      if (target === null) return reply
      const challenge = request.body.challenge ?? ''
      try {
        const result = await deps.signIn.completeSecondFactor(
          challenge,
          request.body.code ?? '',
          clientOf(request),
          currentToken(request),
        )
        setSessionCookie(reply, result)
        return reply.redirect(targetFor(request, params, result.user), 303)
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        const fields = error.fields ?? []
        if (fields.some((f) => f.code === 'sso.error.challengeExpired')) {
          return sendPage(reply, loginPage(request, { params, status: '2' }), 401)
        }
        const live = await findOneTimeToken(deps.db, 'second_factor', challenge)
        return sendPage(
          reply,
          renderSecondFactorPage({
            ...pageContext(request, params),
            challenge,
            hasTotp: live?.data.hasTotp !== false,
            hasPasskey: live?.data.hasPasskey === true,
            fields,
          }),
          error.statusCode,
        )
      }
    },
  )

  app.get(
    '/signup',
    { schema: { hide: true, querystring: LoginLinkQuerySchema } },
    async (request, reply) => {
      const params = linkParams(request.query)
      if (returnTargetOr(request, reply, params) === null) return reply
      return sendPage(reply, renderSignupPage(pageContext(request, params)))
    },
  )

  app.post(
    '/signup',
    { schema: { hide: true, body: SignupFormSchema }, config: SIGN_IN_RATE_LIMIT },
    async (request, reply) => {
      const params = linkParams(request.body)
      const target = returnTargetOr(request, reply, params)
      if (target === null) return reply
      const values = {
        email: request.body.email,
        name: request.body.name,
        username: request.body.username,
      }
      const parsed = SignupInputSchema.safeParse({ ...values, password: request.body.password })
      const context = pageContext(request, params)
      if (!parsed.success) {
        const fields = zodFields(parsed.error.issues)
        return sendPage(reply, renderSignupPage({ ...context, values, fields }), 400)
      }
      try {
        const result = await deps.signIn.signUp(parsed.data, clientOf(request))
        setSessionCookie(reply, result)
        return reply.redirect(targetFor(request, params, result.user), 303)
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        return sendPage(
          reply,
          renderSignupPage({ ...context, values, fields: error.fields ?? [] }),
          error.statusCode,
        )
      }
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
    clearSessionCookie(reply)
    return reply.redirect('/login?status=signed-out', 303)
  })

  // Recovery (spec §2 /recover): the same answer whether or not the address has an account.
  app.get(
    '/recover',
    { schema: { hide: true, querystring: LoginLinkQuerySchema } },
    async (request, reply) => {
      const params = linkParams(request.query)
      return sendPage(reply, renderRecoverPage({ ...pageContext(request, params), sent: false }))
    },
  )

  app.post(
    '/recover',
    {
      schema: { hide: true, body: EmailFormSchema },
      config: MAIL_RATE_LIMIT,
      preHandler: mailsPerAccount,
    },
    async (request, reply) => {
      const params = linkParams(request.body)
      const context = pageContext(request, params)
      const email = z
        .email()
        .max(254)
        .safeParse(request.body.email ?? '')
      if (!email.success) {
        const fields = [{ field: 'email', code: 'invalid_format' }]
        return sendPage(reply, renderRecoverPage({ ...context, sent: false, fields }), 400)
      }
      await deps.signIn.requestRecovery(email.data, queryOf(params))
      return sendPage(reply, renderRecoverPage({ ...context, sent: true }))
    },
  )

  app.get(
    '/recover/reset',
    { schema: { hide: true, querystring: TokenQuerySchema } },
    async (request, reply) => {
      const params = linkParams(request.query)
      const token = request.query.token ?? ''
      const isLive = token !== '' && (await deps.signIn.isRecoveryTokenLive(token))
      return sendPage(
        reply,
        renderResetPasswordPage({ ...pageContext(request, params), token: isLive ? token : null }),
        isLive ? 200 : 410,
      )
    },
  )

  app.post(
    '/recover/reset',
    { schema: { hide: true, body: ResetFormSchema }, config: MAIL_RATE_LIMIT },
    async (request, reply) => {
      const params = linkParams(request.body)
      const context = pageContext(request, params)
      const token = request.body.token ?? ''
      const fields = passwordFields(request.body.password, request.body.confirm)
      if (fields.length > 0) {
        return sendPage(reply, renderResetPasswordPage({ ...context, token, fields }), 400)
      }
      try {
        await deps.signIn.resetPassword(token, request.body.password ?? '')
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        return sendPage(reply, renderResetPasswordPage({ ...context, token: null }), 410)
      }
      clearSessionCookie(reply)
      return reply.redirect(
        `/login${queryOf({ ...params })}${queryOf(params) ? '&' : '?'}status=password-reset`,
        303,
      )
    },
  )

  // /password/change (spec §2): a signed-in page of the sign-in service.
  app.get('/password/change', { schema: { hide: true } }, async (request, reply) => {
    const auth = request.auth
    if (!auth?.session) return reply.redirect('/login?path=%2Fpassword%2Fchange&status=24', 303)
    return sendPage(
      reply,
      renderChangePasswordPage({ ...pageContext(request, {}), email: auth.user.email }),
    )
  })

  app.post(
    '/password/change',
    { schema: { hide: true, body: ChangePasswordFormSchema }, config: SIGN_IN_RATE_LIMIT },
    async (request, reply) => {
      const auth = request.auth
      if (!auth?.session) return reply.redirect('/login?path=%2Fpassword%2Fchange&status=24', 303)
      const context = { ...pageContext(request, {}), email: auth.user.email }
      const fields = passwordFields(request.body.password, request.body.confirm)
      if (fields.length > 0)
        return sendPage(reply, renderChangePasswordPage({ ...context, fields }), 400)
      let changed: { revokedTokens: number }
      try {
        changed = await deps.signIn.changePassword(
          auth,
          request.body.current ?? '',
          request.body.password ?? '',
          clientOf(request),
        )
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        return sendPage(
          reply,
          renderChangePasswordPage({ ...context, fields: error.fields ?? [] }),
          error.statusCode,
        )
      }
      return sendPage(reply, renderChangePasswordPage({ ...context, done: true, ...changed }))
    },
  )

  // Sign-in links: passwordless sign-in by an e-mailed, single-use link.
  app.get(
    '/login/link',
    { schema: { hide: true, querystring: TokenQuerySchema } },
    async (request, reply) => {
      const params = linkParams(request.query)
      if (returnTargetOr(request, reply, params) === null) return reply
      const context = pageContext(request, params)
      const token = request.query.token
      if (token) return sendPage(reply, renderSignInLinkConfirmPage({ ...context, token }))
      return sendPage(reply, renderSignInLinkRequestPage({ ...context, sent: false }))
    },
  )

  app.post(
    '/login/link',
    {
      schema: { hide: true, body: EmailFormSchema },
      config: MAIL_RATE_LIMIT,
      preHandler: mailsPerAccount,
    },
    async (request, reply) => {
      const params = linkParams(request.body)
      if (returnTargetOr(request, reply, params) === null) return reply
      const context = pageContext(request, params)
      const email = z
        .email()
        .max(254)
        .safeParse(request.body.email ?? '')
      if (!email.success) {
        const fields = [{ field: 'email', code: 'invalid_format' }]
        return sendPage(
          reply,
          renderSignInLinkRequestPage({ ...context, sent: false, fields }),
          400,
        )
      }
      await deps.signIn.requestSignInLink(
        email.data,
        queryOf(params),
        params.realm ?? DEFAULT_REALM,
      )
      return sendPage(reply, renderSignInLinkRequestPage({ ...context, sent: true }))
    },
  )

  app.post(
    '/login/link/confirm',
    { schema: { hide: true, body: TokenQuerySchema }, config: SIGN_IN_RATE_LIMIT },
    async (request, reply) => {
      const params = linkParams(request.body)
      const target = returnTargetOr(request, reply, params)
      if (target === null) return reply
      const outcome = await deps.signIn.useSignInLink(
        request.body.token ?? '',
        clientOf(request),
        currentToken(request),
      )
      if (!outcome) {
        return sendPage(reply, loginPage(request, { params, status: 'link-expired' }), 410)
      }
      return continueAfterFirstFactor(request, reply, outcome, params)
    },
  )

  // Passkeys on the sign-in pages: passwordless, or the second step (with `challenge`).
  app.post(
    '/api/sso/passkey/options',
    { schema: { tags: ['sign-in'], body: PasskeyOptionsBodySchema }, config: SIGN_IN_RATE_LIMIT },
    async (request) => {
      let userId: string | null = null
      if (request.body.challenge) {
        const pending = await findOneTimeToken(deps.db, 'second_factor', request.body.challenge)
        if (!pending?.userId)
          throw new AppError('UNAUTHENTICATED', 'This sign-in took too long. Start again.')
        userId = pending.userId
      }
      return startPasskeySignIn(deps.db, deps.relyingParty, userId)
    },
  )

  app.post(
    '/api/sso/passkey/verify',
    {
      schema: {
        tags: ['sign-in'],
        body: PasskeyVerifyBodySchema,
        response: { 200: SignInAnswerSchema },
      },
      config: SIGN_IN_RATE_LIMIT,
    },
    async (request, reply) => {
      const params = linkParams(Object.fromEntries(new URLSearchParams(request.body.query ?? '')))
      resolveReturnTarget(deps.publicUrl, params)
      const { userId } = await finishPasskeySignIn(
        deps.db,
        deps.relyingParty,
        request.body.response as unknown as AuthenticationResponseJSON,
      )
      const result = request.body.challenge
        ? await deps.signIn.completeSecondFactorWithPasskey(
            request.body.challenge,
            userId,
            clientOf(request),
            currentToken(request),
          )
        : await deps.signIn.signInWithPasskey(
            userId,
            params.realm ?? DEFAULT_REALM,
            clientOf(request),
            currentToken(request),
          )
      setSessionCookie(reply, result)
      return { user: result.user, redirectTo: targetFor(request, params, result.user) }
    },
  )

  // Federated sign-in (OpenID Connect) and the provider's redirect, for sign-in and linking.
  app.get(
    '/login/federated',
    { schema: { hide: true, querystring: LoginLinkQuerySchema }, config: SIGN_IN_RATE_LIMIT },
    async (request, reply) => {
      const params = linkParams(request.query)
      if (returnTargetOr(request, reply, params) === null) return reply
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
    const context = pageContext(request, {})
    let finished
    try {
      finished = await deps.federation.finishAuthorization(new URL(request.url, deps.publicUrl))
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      return sendPage(
        reply,
        renderMessagePage({
          ...context,
          title: 'Sign-in stopped',
          text: error.message,
          kind: 'error',
        }),
        403,
      )
    }
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
    const target = returnTargetOr(request, reply, params)
    if (target === null) return reply
    const identity = await findFederatedIdentity(deps.db, finished.issuer, finished.subject)
    if (!identity) {
      // No account has linked this identity: federation permissions (spec §6, code 30).
      const sep = queryOf(params) ? '&' : '?'
      return reply.redirect(`/login${queryOf(params)}${sep}status=30`, 303)
    }
    const outcome = await deps.signIn.signInFederated(
      identity.userId,
      intent.realm,
      clientOf(request),
      currentToken(request),
    )
    return continueAfterFirstFactor(request, reply, outcome, params)
  })

  app.post(
    '/api/sso/login',
    {
      schema: {
        tags: ['sign-in'],
        body: SsoLoginBodySchema,
        response: { 200: z.union([SignInAnswerSchema, SecondFactorAnswerSchema]) },
      },
      config: SIGN_IN_RATE_LIMIT,
    },
    async (request, reply) => {
      const params = { path: request.body.path }
      resolveReturnTarget(deps.publicUrl, params)
      const outcome = await deps.signIn.signIn(
        request.body,
        clientOf(request),
        request.body.realm,
        currentToken(request),
      )
      if (outcome.kind === 'second-factor') {
        const methods = [
          ...(outcome.hasTotp ? (['totp'] as const) : []),
          ...(outcome.hasPasskey ? (['passkey'] as const) : []),
        ]
        return { secondFactor: { challenge: outcome.challenge, methods } }
      }
      setSessionCookie(reply, outcome.result)
      return {
        user: outcome.result.user,
        redirectTo: targetFor(request, params, outcome.result.user),
      }
    },
  )

  app.post(
    '/api/sso/login/second-factor',
    {
      schema: {
        tags: ['sign-in'],
        body: SsoSecondFactorBodySchema,
        response: { 200: SignInAnswerSchema },
      },
      config: SIGN_IN_RATE_LIMIT,
    },
    async (request, reply) => {
      const params = { path: request.body.path }
      resolveReturnTarget(deps.publicUrl, params)
      const result = await deps.signIn.completeSecondFactor(
        request.body.challenge,
        request.body.code,
        clientOf(request),
        currentToken(request),
      )
      setSessionCookie(reply, result)
      return { user: result.user, redirectTo: targetFor(request, params, result.user) }
    },
  )

  app.post(
    '/api/sso/signup',
    {
      schema: { tags: ['sign-in'], body: SignupInputSchema, response: { 201: SignInAnswerSchema } },
      config: SIGN_IN_RATE_LIMIT,
    },
    async (request, reply) => {
      const result = await deps.signIn.signUp(request.body, clientOf(request))
      setSessionCookie(reply, result)
      return reply
        .status(201)
        .send({ user: result.user, redirectTo: targetFor(request, {}, result.user) })
    },
  )

  app.post('/api/sso/logout', { schema: { tags: ['sign-in'] } }, async (request, reply) => {
    await deps.signIn.signOut(currentToken(request))
    clearSessionCookie(reply)
    return reply.status(204).send()
  })

  app.get(
    '/api/auth/validate',
    {
      schema: {
        tags: ['sign-in'],
        querystring: AuthValidateQuerySchema,
        response: { 200: AuthValidateResultSchema },
      },
    },
    async (request) => validateSession(request.auth, request.query),
  )

  // The visitor's private label (spec §2): resolved from the host the visitor came to.
  app.get(
    '/api/v1/visitor',
    {
      schema: {
        tags: ['sign-in'],
        response: {
          200: z.object({
            privateLabelId: z.string().nullable(),
            brand: z
              .object({
                name: z.string(),
                logoUrl: z.string().nullable(),
                primaryColor: z.string(),
              })
              .nullable(),
          }),
        },
      },
    },
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

function passwordFields(password: string | undefined, confirm: string | undefined): FieldError[] {
  const parsed = NewPasswordSchema.safeParse(password ?? '')
  if (!parsed.success)
    return [{ field: 'password', code: parsed.error.issues[0]?.code ?? 'too_small' }]
  if (password !== confirm) return [{ field: 'confirm', code: 'sso.error.passwordMismatch' }]
  return []
}
