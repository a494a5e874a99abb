import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Role } from '@namefolio/core/account/account.constants'
import { homePathFor } from '@namefolio/core/routing/role-home'
import { ROLE_COOKIE } from '@namefolio/core/routing/role-cookie'
import type { RelyingParty } from '../../auth/passkeys.ts'
import type { Federation } from '../../auth/federation.ts'
import { sessionCookieName } from '../../auth/session-token.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import { emailInBody, limitPerAccount } from '../../http/rate-limits.ts'
import { wantsHtml, type ZodApp } from '../../http/zod-app.ts'
import { renderLoginPage, renderSecondFactorPage, type LoginOptions } from './login.pages.ts'
import { renderReturnRefusedPage } from './message.pages.ts'
import type { PrivateLabels } from './private-label.ts'
import { resolveReturnTarget } from './return-target.ts'
import { sendPage } from './sign-in-forms.ts'
import type { LoginLinkParams } from './sign-in-link-params.ts'
import type { PageContext } from './sign-in-page-layout.ts'
import type { ClientInfo, FirstFactorOutcome, SignInResult } from './sign-in-session.ts'
import type { SignInService } from './sign-in.service.ts'

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

/**
 * What the sign-in service's route files share: the session cookie, the client, the brand of
 * the page, where a signed-in person returns, and the rate limits of its forms.
 */
export type SignInHttp = ReturnType<typeof createSignInHttp>

export function createSignInHttp(app: ZodApp, deps: SignInRouteDeps) {
  const sessionCookie = sessionCookieName(deps.secureCookies)
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.secureCookies,
  }

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

  /**
   * Where a signed-in person goes: the return path asked for, else the home of their role, the
   * one they last switched to first (decision 950).
   */
  /** Where to go now: the asked-for path, else `home`, else the person's role home. */
  function targetFor(
    request: FastifyRequest,
    params: LoginLinkParams,
    user: { roles: readonly Role[] },
    home: string = homePathFor(user.roles, request.cookies[ROLE_COOKIE]),
  ): string {
    return resolveReturnTarget(deps.publicUrl, params, home)
  }

  function setSessionCookie(reply: FastifyReply, result: SignInResult): void {
    reply.setCookie(sessionCookie, result.token, { ...cookieOptions, expires: result.expiresAt })
  }

  function loginPage(request: FastifyRequest, options: Omit<LoginOptions, 'brand'>): string {
    return renderLoginPage({
      ...options,
      brand: pageContext(request, options.params).brand,
      federationName: deps.federation?.name ?? null,
    })
  }

  return {
    pageContext,
    targetFor,
    setSessionCookie,
    loginPage,

    /** Signed in over JSON: sets the session cookie; answers who, and where they go now. */
    signedInAnswer(
      request: FastifyRequest,
      reply: FastifyReply,
      params: LoginLinkParams,
      result: SignInResult,
      home?: string,
    ): { user: SignInResult['user']; redirectTo: string } {
      setSessionCookie(reply, result)
      return { user: result.user, redirectTo: targetFor(request, params, result.user, home) }
    },
    /** Per client address (SIGN_IN_ATTEMPTS_PER_MINUTE); accounts also lock on failures. */
    signInRateLimit: {
      rateLimit: { max: deps.signInAttemptsPerMinute, timeWindow: '1 minute' },
    },
    mailRateLimit: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    /** E-mailed links count requests per address too (decision 912). */
    mailsPerAccount: limitPerAccount(app, {
      name: 'mail-link',
      max: 10,
      timeWindow: '1 hour',
      accountOf: emailInBody,
      message: 'Too many requests for this e-mail address',
    }),

    clientOf: (request: FastifyRequest): ClientInfo => ({
      userAgent: request.headers['user-agent'] ?? null,
      ipAddress: request.ip,
    }),

    currentToken: (request: FastifyRequest) => request.cookies[sessionCookie],

    clearSessionCookie(reply: FastifyReply): void {
      reply.clearCookie(sessionCookie, cookieOptions)
    },

    /**
     * The return target, or a refusal: an HTML page for browsers (then null: the page is
     * sent), the error envelope otherwise.
     */
    returnTargetOr(
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
    },

    /** After a first factor on a page: go back signed in, or ask for the second factor. */
    continueAfterFirstFactor(
      request: FastifyRequest,
      reply: FastifyReply,
      outcome: FirstFactorOutcome,
      params: LoginLinkParams,
    ): FastifyReply {
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
    },
  }
}
