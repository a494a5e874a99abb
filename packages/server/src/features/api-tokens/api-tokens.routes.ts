import { ApiTokenParamsSchema } from '@namefolio/core/auth/api-token.contract'
import { createHash } from 'node:crypto'
import type { ApiToken } from '@namefolio/core/auth/api-token.contract'
import type { ApiScope } from '@namefolio/core/auth/api-token.constants'
import { apiTokenEndpoints } from '@namefolio/core/auth/api-token.endpoints'
import { apiTokenSchemas } from '@namefolio/core/auth/api-token.schemas'
import { createApiToken, listApiTokens, revokeApiToken } from '../../auth/api-tokens.ts'
import { consumeOneTimeToken, issueOneTimeToken } from '../../auth/one-time-tokens.ts'
import type { Db } from '../../db/client.ts'
import type { ApiTokenRow } from '../../db/schema/identity.ts'
import { requireSessionAuth } from '../../http/api-scope.ts'
import { AppError } from '../../http/app-error.ts'
import { limitPerAccount } from '../../http/rate-limits.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import { requireRecentSignIn } from '../../http/step-up.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { getClientForRedirect, registerOAuthClientRoutes } from './oauth-clients.routes.ts'
import { requireKnownScopes, sessionUser } from './oauth-scopes.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const OAUTH_CODE_TTL_MS = 10 * 60_000
const OAUTH_TOKEN_DAYS = 90
const TOKEN_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } }

function toApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    clientOrigin: row.clientOrigin,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  }
}

/**
 * Personal access tokens and the OAuth authorization-code flow (spec §7 account oauth;
 * docs/api-tokens.md). Tokens are shown once, stored hashed, revocable, and accepted as
 * `Authorization: Bearer` on the whole API within their scopes (http/auth.ts, http/api-scope.ts).
 */
export function registerApiTokenRoutes(app: ZodApp, deps: { db: Db }): void {
  const { db } = deps
  const tags = ['account']
  registerOAuthClientRoutes(app, { db })
  // Per account as well as per client address (issue 12, decision 912); the endpoints below
  // check them first thing, after the body is validated, as a preHandler would.
  const tokensPerUser = limitPerAccount(app, {
    name: 'api-token-create',
    max: 10,
    timeWindow: '1 hour',
    accountOf: (request) => request.auth?.user.id ?? null,
    message: 'Too many new tokens for this account',
  })
  const exchangesPerApp = limitPerAccount(app, {
    name: 'oauth-token-exchange',
    max: 30,
    timeWindow: '1 minute',
    accountOf: (request) => (request.body as { client_id?: string } | null)?.client_id ?? null,
    message: 'Too many token requests for this app',
  })

  serveEndpoint(
    app,
    apiTokenEndpoints.list,
    { tags, schemas: apiTokenSchemas.list },
    async (request) => {
      const user = sessionUser(request)
      const rows = await listApiTokens(db, user.id)
      return { items: rows.map(toApiToken), total: rows.length }
    },
  )

  serveEndpoint(
    app,
    apiTokenEndpoints.create,
    {
      tags,
      schemas: apiTokenSchemas.create,
      config: TOKEN_RATE_LIMIT,
    },
    async (request, reply) => {
      await tokensPerUser(request)
      requireSessionAuth(request)
      const user = requireRecentSignIn(request, 'high')
      const days = request.body.expiresInDays ?? null
      const { token, row } = await createApiToken(db, {
        userId: user.id,
        name: request.body.name,
        scopes: [...new Set(request.body.scopes)],
        expiresAt: days ? new Date(Date.now() + days * DAY_MS) : null,
      })
      reply.header('cache-control', 'no-store')
      return { token: toApiToken(row), secret: token }
    },
  )

  app.delete(
    '/api/v1/account/oauth/:tokenId',
    { schema: { tags, params: ApiTokenParamsSchema } },
    async (request, reply) => {
      const user = sessionUser(request)
      if (!(await revokeApiToken(db, user.id, request.params.tokenId))) {
        throw new AppError('NOT_FOUND', 'No such token.')
      }
      return reply.status(204).send()
    },
  )

  /**
   * Authorization code for a third-party app (PKCE S256, no client secret). The portal's
   * consent page (/account/oauth/authorize) calls this after the seller agrees, then sends the
   * browser to `redirectTo`. A JSON answer, never a redirect: a cross-site page cannot read it.
   */
  serveEndpoint(
    app,
    apiTokenEndpoints.code,
    { tags, schemas: apiTokenSchemas.code },
    async (request, reply) => {
      requireSessionAuth(request)
      const user = requireRecentSignIn(request, 'medium')
      const scopes = requireKnownScopes(request.query.scope)
      // Only a redirect URI registered for the app gets a code (decision 654).
      const client = await getClientForRedirect(
        db,
        request.query.client_id,
        request.query.redirect_uri,
      )
      const redirect = new URL(request.query.redirect_uri)
      const code = await issueOneTimeToken(db, {
        purpose: 'oauth_code',
        userId: user.id,
        ttlMs: OAUTH_CODE_TTL_MS,
        data: {
          clientId: client.id,
          clientName: client.name,
          redirectUri: request.query.redirect_uri,
          scopes,
          codeChallenge: request.query.code_challenge,
        },
      })
      redirect.searchParams.set('code', code)
      if (request.query.state) redirect.searchParams.set('state', request.query.state)
      reply.header('cache-control', 'no-store')
      return { code, redirectTo: redirect.toString(), expiresIn: OAUTH_CODE_TTL_MS / 1000 }
    },
  )

  /**
   * Exchanges a code for an access token (form-encoded or JSON, as OAuth clients send). The
   * code is used up by any try; it must have been issued to the presenting `client_id` for the
   * same redirect URI, and the verifier must match its PKCE challenge (RFC 6749 §4.1.3, 7636).
   */
  serveEndpoint(
    app,
    apiTokenEndpoints.token,
    {
      tags,
      schemas: apiTokenSchemas.token,
      config: TOKEN_RATE_LIMIT,
    },
    async (request, reply) => {
      await exchangesPerApp(request)
      const row = await consumeOneTimeToken(db, 'oauth_code', request.body.code)
      const data = row?.data as
        | {
            clientId?: string
            clientName?: string
            redirectUri: string
            scopes: ApiScope[]
            codeChallenge: string
          }
        | undefined
      const challenge = createHash('sha256').update(request.body.code_verifier).digest('base64url')
      if (
        !row?.userId ||
        !data ||
        data.clientId !== request.body.client_id ||
        data.redirectUri !== request.body.redirect_uri ||
        data.codeChallenge !== challenge
      ) {
        throw new AppError('FORBIDDEN', 'The authorization code is not valid.', {
          fields: [{ field: 'code', code: 'oauth.error.invalidGrant' }],
        })
      }
      const { token } = await createApiToken(db, {
        userId: row.userId,
        name: data.clientName ?? `App at ${new URL(data.redirectUri).host}`,
        scopes: data.scopes,
        expiresAt: new Date(Date.now() + OAUTH_TOKEN_DAYS * DAY_MS),
        clientOrigin: new URL(data.redirectUri).origin,
      })
      reply.header('cache-control', 'no-store')
      return {
        access_token: token,
        token_type: 'Bearer' as const,
        scope: data.scopes.join(' '),
        expires_in: OAUTH_TOKEN_DAYS * 24 * 60 * 60,
      }
    },
  )
}
