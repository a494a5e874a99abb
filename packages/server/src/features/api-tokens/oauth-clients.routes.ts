import { OAuthClientParamsSchema } from '@namefolio/core/auth/oauth-client.contract'
import { apiTokenEndpoints } from '@namefolio/core/auth/api-token.endpoints'
import { apiTokenSchemas } from '@namefolio/core/auth/api-token.schemas'
import type { OAuthClient } from '@namefolio/core/auth/oauth-client.contract'
import type { Db } from '../../db/client.ts'
import type { OAuthClientRow } from '../../db/schema/identity.ts'
import { requireSessionAuth } from '../../http/api-scope.ts'
import { AppError } from '../../http/app-error.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import { requireRecentSignIn } from '../../http/step-up.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import {
  countClientsOfOwner,
  deleteClientOfOwner,
  findClientWithOwnerName,
  insertClient,
  listClientsOfOwner,
} from './oauth-clients.repository.ts'
import { requireKnownScopes, sessionUser } from './oauth-scopes.ts'

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
  const client = await findClientWithOwnerName(db, clientId)
  if (!client || !client.redirectUris.includes(redirectUri)) throw invalidClient()
  return client
}

/** Apps for the authorization-code flow (decision 654): register, list, remove, consent. */
export function registerOAuthClientRoutes(app: ZodApp, deps: { db: Db }): void {
  const { db } = deps
  const tags = ['account']

  serveEndpoint(
    app,
    apiTokenEndpoints.listClients,
    { tags, schemas: apiTokenSchemas.listClients },
    async (request) => {
      const user = sessionUser(request)
      const rows = await listClientsOfOwner(db, user.id)
      return { items: rows.map(toOAuthClient), total: rows.length }
    },
  )

  serveEndpoint(
    app,
    apiTokenEndpoints.registerClient,
    { tags, schemas: apiTokenSchemas.registerClient },
    async (request) => {
      requireSessionAuth(request)
      const user = requireRecentSignIn(request, 'high')
      if ((await countClientsOfOwner(db, user.id)) >= MAX_CLIENTS_PER_USER) {
        throw new AppError('CONFLICT', `At most ${MAX_CLIENTS_PER_USER} apps.`)
      }
      const row = await insertClient(db, {
        ownerId: user.id,
        name: request.body.name,
        redirectUris: [...new Set(request.body.redirectUris)],
      })
      return toOAuthClient(row)
    },
  )

  // 204 with no body: a plain route (endpoint-contracts.test.ts lists it).
  app.delete(
    '/api/v1/account/oauth/clients/:clientId',
    { schema: { tags, params: OAuthClientParamsSchema } },
    async (request, reply) => {
      requireSessionAuth(request)
      const user = requireRecentSignIn(request, 'high')
      if (!(await deleteClientOfOwner(db, request.params.clientId, user.id))) {
        throw new AppError('NOT_FOUND', 'No such app.')
      }
      return reply.status(204).send()
    },
  )

  /** What the consent page shows; refuses unknown apps, unregistered URIs and unknown scopes. */
  serveEndpoint(
    app,
    apiTokenEndpoints.consent,
    { tags, schemas: apiTokenSchemas.consent },
    async (request) => {
      sessionUser(request)
      const client = await getClientForRedirect(
        db,
        request.query.client_id,
        request.query.redirect_uri,
      )
      const scopes = requireKnownScopes(request.query.scope)
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
