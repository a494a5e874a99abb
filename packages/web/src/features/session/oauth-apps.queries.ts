import { queryOptions } from '@tanstack/react-query'
import type { EndpointRequest } from '@namefolio/core/http/endpoint'
import { apiTokenEndpoints } from '@namefolio/core/auth/api-token.endpoints'
import type { CreateOAuthClientInput } from '@namefolio/core/auth/oauth-client.contract'
import { apiRequest, callEndpoint } from '../../lib/api-client'

/** What the consent page was opened with (the app's authorization request). */
export type AuthorizeRequest = {
  client_id: string
  redirect_uri: string
  scope: string
  state?: string
  code_challenge: string
  code_challenge_method: string
}

export const oauthAppKeys = {
  all: ['oauth-apps'] as const,
  list: () => [...oauthAppKeys.all, 'list'] as const,
  consent: (request: AuthorizeRequest) => [...oauthAppKeys.all, 'consent', request] as const,
}

export const oauthAppQueries = {
  list: () =>
    queryOptions({
      queryKey: oauthAppKeys.list(),
      queryFn: ({ signal }) => callEndpoint(apiTokenEndpoints.listClients, {}, { signal }),
    }),
  consent: (request: AuthorizeRequest) =>
    queryOptions({
      queryKey: oauthAppKeys.consent(request),
      queryFn: ({ signal }) =>
        callEndpoint(
          apiTokenEndpoints.consent,
          {
            query: {
              client_id: request.client_id,
              redirect_uri: request.redirect_uri,
              scope: request.scope,
            },
          },
          { signal },
        ),
      retry: false,
    }),
}

type CodeQuery = EndpointRequest<typeof apiTokenEndpoints.code>['query']

export const oauthAppCalls = {
  register: (input: CreateOAuthClientInput) =>
    callEndpoint(apiTokenEndpoints.registerClient, { body: input }),
  /** 204 with no body: not in core's endpoint table (decision 990). */
  remove: (clientId: string) =>
    apiRequest<null>(`/api/v1/account/oauth/clients/${encodeURIComponent(clientId)}`, {
      method: 'DELETE',
    }),
  /**
   * Approves: a code for the app, and where to send the browser with it. The page passes the
   * app's request on as it came (any method); the server refuses all but S256.
   */
  approve: (request: AuthorizeRequest) =>
    callEndpoint(apiTokenEndpoints.code, {
      query: { response_type: 'code', ...request } as CodeQuery,
    }),
}

/** Where "Deny" sends the browser: the app's (registered, checked) URI with access_denied. */
export function deniedRedirect(request: AuthorizeRequest): string {
  const url = new URL(request.redirect_uri)
  url.searchParams.set('error', 'access_denied')
  if (request.state) url.searchParams.set('state', request.state)
  return url.toString()
}
