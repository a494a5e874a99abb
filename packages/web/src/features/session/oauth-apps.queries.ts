import { queryOptions } from '@tanstack/react-query'
import type {
  CreateOAuthClientInput,
  OAuthClient,
  OAuthConsent,
} from '@namefolio/core/auth/oauth-client.contract'
import { apiGet, apiRequest } from '../../lib/api-client'

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
      queryFn: ({ signal }) =>
        apiGet<{ items: OAuthClient[]; total: number }>(
          '/api/v1/account/oauth/clients',
          undefined,
          signal,
        ),
    }),
  consent: (request: AuthorizeRequest) =>
    queryOptions({
      queryKey: oauthAppKeys.consent(request),
      queryFn: ({ signal }) =>
        apiGet<OAuthConsent>(
          '/api/v1/account/oauth/consent',
          {
            client_id: request.client_id,
            redirect_uri: request.redirect_uri,
            scope: request.scope,
          },
          signal,
        ),
      retry: false,
    }),
}

export const oauthAppCalls = {
  register: (input: CreateOAuthClientInput) =>
    apiRequest<OAuthClient>('/api/v1/account/oauth/clients', { method: 'POST', body: input }),
  remove: (clientId: string) =>
    apiRequest<null>(`/api/v1/account/oauth/clients/${clientId}`, { method: 'DELETE' }),
  /** Approves: a code for the app, and where to send the browser with it. */
  approve: (request: AuthorizeRequest) =>
    apiGet<{ redirectTo: string }>('/api/v1/account/oauth/code', {
      response_type: 'code',
      ...request,
    }),
}

/** Where "Deny" sends the browser: the app's (registered, checked) URI with access_denied. */
export function deniedRedirect(request: AuthorizeRequest): string {
  const url = new URL(request.redirect_uri)
  url.searchParams.set('error', 'access_denied')
  if (request.state) url.searchParams.set('state', request.state)
  return url.toString()
}
