import { endpoint } from '../http/endpoint.ts'
import type { apiTokenSchemas as S } from './api-token.schemas.ts'

/**
 * API tokens and the OAuth authorization-code flow (decision 990). Revoking a token and
 * removing an app answer 204 with no body: plain routes, not in this table.
 */
export const apiTokenEndpoints = {
  list: endpoint<typeof S.list>()('GET', '/api/v1/account/oauth'),
  create: endpoint<typeof S.create>()('POST', '/api/v1/account/oauth', { status: 201 }),
  code: endpoint<typeof S.code>()('GET', '/api/v1/account/oauth/code'),
  token: endpoint<typeof S.token>()('POST', '/api/v1/account/oauth/token'),
  listClients: endpoint<typeof S.listClients>()('GET', '/api/v1/account/oauth/clients'),
  registerClient: endpoint<typeof S.registerClient>()('POST', '/api/v1/account/oauth/clients', {
    status: 201,
  }),
  consent: endpoint<typeof S.consent>()('GET', '/api/v1/account/oauth/consent'),
}
