import { and, desc, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { parseScopeString } from '@namefolio/core/auth/api-token.contract'
import {
  CreateOAuthClientInputSchema,
  OAuthClientListSchema,
  OAuthClientSchema,
  OAuthConsentQuerySchema,
  OAuthConsentSchema,
  type OAuthClient,
} from '@namefolio/core/auth/oauth-client.contract'
import type { Db } from '../../db/client.ts'
import { oauthClients, type OAuthClientRow } from '../../db/schema/identity.ts'
import { users } from '../../db/schema/users.ts'
import { requireSessionAuth } from '../../http/api-scope.ts'
import { AppError } from '../../http/app-error.ts'
import { requireUser } from '../../http/auth.ts'
import { requireRecentSignIn } from '../../http/step-up.ts'
import type { ZodApp } from '../../http/zod-app.ts'

const MAX_CLIENTS_PER_USER = 20
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function toOAuthClient(row: OAuthClientRow): OAuthClient {
  return {
    clientId: row.id,
    name: row.name,
    redirectUris: row.redirectUris,
    createdAt: row.createdAt.toISOString(),
  }
}

function invalidClient(): AppError {
  return new AppError('VALIDATION', 'Unknown app or redirect URI.', {
    fields: [{ field: 'client_id', code: 'oauth.error.invalidClient' }],
  })
}

/**
 * The registered app for `clientId` when `redirectUri` is exactly one of its redirect URIs;
 * otherwise a validation error, never a redirect (an unregistered URI must not get a code).
 */
export async function getClientForRedirect(
  db: Db,
  clientId: string,
  redirectUri: string,
): Promise<OAuthClientRow & { ownerName: string }> {
  if (!UUID.test(clientId)) throw invalidClient()
  const [row] = await db
    .select({ client: oauthClients, ownerName: users.name })
    .from(oauthClients)
    .innerJoin(users, eq(users.id, oauthClients.ownerId))
    .where(eq(oauthClients.id, clientId))
    .limit(1)
  if (!row || !row.client.redirectUris.includes(redirectUri)) throw invalidClient()
  return { ...row.client, ownerName: row.ownerName }
}

function sessionUser(request: FastifyRequest) {
  requireSessionAuth(request)
  return requireUser(request)
}

/** Apps for the authorization-code flow (decision 654): register, list, remove, consent. */
export function registerOAuthClientRoutes(app: ZodApp, deps: { db: Db }): void {
  const { db } = deps
  const tags = ['account']

  app.get(
    '/api/v1/account/oauth/clients',
    { schema: { tags, response: { 200: OAuthClientListSchema } } },
    async (request) => {
      const user = sessionUser(request)
      const rows = await db
        .select()
        .from(oauthClients)
        .where(eq(oauthClients.ownerId, user.id))
        .orderBy(desc(oauthClients.createdAt))
      return { items: rows.map(toOAuthClient), total: rows.length }
    },
  )

  app.post(
    '/api/v1/account/oauth/clients',
    { schema: { tags, body: CreateOAuthClientInputSchema, response: { 201: OAuthClientSchema } } },
    async (request, reply) => {
      requireSessionAuth(request)
      const user = requireRecentSignIn(request, 'high')
      const existing = await db
        .select({ id: oauthClients.id })
        .from(oauthClients)
        .where(eq(oauthClients.ownerId, user.id))
      if (existing.length >= MAX_CLIENTS_PER_USER) {
        throw new AppError('CONFLICT', `At most ${MAX_CLIENTS_PER_USER} apps.`)
      }
      const [row] = await db
        .insert(oauthClients)
        .values({
          ownerId: user.id,
          name: request.body.name,
          redirectUris: [...new Set(request.body.redirectUris)],
        })
        .returning()
      return reply.status(201).send(toOAuthClient(row!))
    },
  )

  app.delete(
    '/api/v1/account/oauth/clients/:clientId',
    { schema: { tags, params: z.object({ clientId: z.uuid() }) } },
    async (request, reply) => {
      requireSessionAuth(request)
      const user = requireRecentSignIn(request, 'high')
      const rows = await db
        .delete(oauthClients)
        .where(and(eq(oauthClients.id, request.params.clientId), eq(oauthClients.ownerId, user.id)))
        .returning({ id: oauthClients.id })
      if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such app.')
      return reply.status(204).send()
    },
  )

  /** What the consent page shows; refuses unknown apps, unregistered URIs and unknown scopes. */
  app.get(
    '/api/v1/account/oauth/consent',
    {
      schema: { tags, querystring: OAuthConsentQuerySchema, response: { 200: OAuthConsentSchema } },
    },
    async (request) => {
      sessionUser(request)
      const client = await getClientForRedirect(
        db,
        request.query.client_id,
        request.query.redirect_uri,
      )
      const scopes = parseScopeString(request.query.scope)
      if (!scopes) {
        throw new AppError('VALIDATION', 'Unknown scope.', {
          fields: [{ field: 'scope', code: 'oauth.error.invalidScope' }],
        })
      }
      return {
        clientId: client.id,
        name: client.name,
        ownerName: client.ownerName,
        redirectOrigin: new URL(request.query.redirect_uri).origin,
        scopes,
      }
    },
  )
}
