import { endpoint } from '../http/endpoint.ts'
import type {
  ApiTokenListSchema,
  CreateApiTokenInputSchema,
  CreatedApiTokenSchema,
  OAuthCodeAnswerSchema,
  OAuthCodeQuerySchema,
  OAuthTokenAnswerSchema,
  OAuthTokenInputSchema,
} from './api-token.contract.ts'
import type {
  CreateOAuthClientInputSchema,
  OAuthClientListSchema,
  OAuthClientSchema,
  OAuthConsentQuerySchema,
  OAuthConsentSchema,
} from './oauth-client.contract.ts'

/**
 * API tokens and the OAuth authorization-code flow (decision 990). Revoking a token and
 * removing an app answer 204 with no body: plain routes, not in this table.
 */
export const apiTokenEndpoints = {
  list: endpoint<{ response: typeof ApiTokenListSchema }>()('GET', '/api/v1/account/oauth'),
  create: endpoint<{
    body: typeof CreateApiTokenInputSchema
    response: typeof CreatedApiTokenSchema
  }>()('POST', '/api/v1/account/oauth', { status: 201 }),
  code: endpoint<{ query: typeof OAuthCodeQuerySchema; response: typeof OAuthCodeAnswerSchema }>()(
    'GET',
    '/api/v1/account/oauth/code',
  ),
  token: endpoint<{
    body: typeof OAuthTokenInputSchema
    response: typeof OAuthTokenAnswerSchema
  }>()('POST', '/api/v1/account/oauth/token'),
  listClients: endpoint<{ response: typeof OAuthClientListSchema }>()(
    'GET',
    '/api/v1/account/oauth/clients',
  ),
  registerClient: endpoint<{
    body: typeof CreateOAuthClientInputSchema
    response: typeof OAuthClientSchema
  }>()('POST', '/api/v1/account/oauth/clients', { status: 201 }),
  consent: endpoint<{
    query: typeof OAuthConsentQuerySchema
    response: typeof OAuthConsentSchema
  }>()('GET', '/api/v1/account/oauth/consent'),
}
