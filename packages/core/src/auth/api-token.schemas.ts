import type { EndpointSchemas } from '../http/endpoint.ts'
import {
  ApiTokenListSchema,
  CreateApiTokenInputSchema,
  CreatedApiTokenSchema,
  OAuthCodeAnswerSchema,
  OAuthCodeQuerySchema,
  OAuthTokenAnswerSchema,
  OAuthTokenInputSchema,
} from './api-token.contract.ts'
import {
  CreateOAuthClientInputSchema,
  OAuthClientListSchema,
  OAuthClientSchema,
  OAuthConsentQuerySchema,
  OAuthConsentSchema,
} from './oauth-client.contract.ts'

/**
 * The zod schemas of each `apiTokenEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const apiTokenSchemas = {
  list: { response: ApiTokenListSchema },
  create: { body: CreateApiTokenInputSchema, response: CreatedApiTokenSchema },
  code: { query: OAuthCodeQuerySchema, response: OAuthCodeAnswerSchema },
  token: { body: OAuthTokenInputSchema, response: OAuthTokenAnswerSchema },
  listClients: { response: OAuthClientListSchema },
  registerClient: { body: CreateOAuthClientInputSchema, response: OAuthClientSchema },
  consent: { query: OAuthConsentQuerySchema, response: OAuthConsentSchema },
} satisfies Record<string, EndpointSchemas>
