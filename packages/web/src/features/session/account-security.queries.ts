import { queryOptions } from '@tanstack/react-query'
import type { PasskeyRegistrationBody } from '@namefolio/core/auth/account-security.contract'
import { accountSecurityEndpoints } from '@namefolio/core/auth/account-security.endpoints'
import type { CreateApiTokenInput } from '@namefolio/core/auth/api-token.contract'
import { apiTokenEndpoints } from '@namefolio/core/auth/api-token.endpoints'
import { apiRequest, callEndpoint } from '../../lib/api-client'

export const securityKeys = {
  all: ['account-security'] as const,
  overview: () => [...securityKeys.all, 'overview'] as const,
  sessions: () => [...securityKeys.all, 'sessions'] as const,
  signIns: () => [...securityKeys.all, 'sign-ins'] as const,
  tokens: () => [...securityKeys.all, 'tokens'] as const,
}

export const securityQueries = {
  overview: () =>
    queryOptions({
      queryKey: securityKeys.overview(),
      queryFn: ({ signal }) => callEndpoint(accountSecurityEndpoints.overview, {}, { signal }),
    }),
  sessions: () =>
    queryOptions({
      queryKey: securityKeys.sessions(),
      queryFn: ({ signal }) => callEndpoint(accountSecurityEndpoints.sessions, {}, { signal }),
    }),
  signIns: () =>
    queryOptions({
      queryKey: securityKeys.signIns(),
      queryFn: ({ signal }) => callEndpoint(accountSecurityEndpoints.signIns, {}, { signal }),
    }),
  tokens: () =>
    queryOptions({
      queryKey: securityKeys.tokens(),
      queryFn: ({ signal }) => callEndpoint(apiTokenEndpoints.list, {}, { signal }),
    }),
}

/** Removals answer 204 with no body, so they are not in core's endpoint table (decision 990). */
function remove(path: string) {
  return apiRequest<null>(path, { method: 'DELETE' })
}

/** Calls of the security pages; step-up actions go through useStepUpAction. */
export const securityCalls = {
  startTotp: () => callEndpoint(accountSecurityEndpoints.startTotp, {}),
  confirmTotp: (code: string) =>
    callEndpoint(accountSecurityEndpoints.confirmTotp, { body: { code } }),
  disableTotp: () => remove('/api/v1/account/totp'),
  newRecoveryCodes: () => callEndpoint(accountSecurityEndpoints.newRecoveryCodes, {}),
  passkeyOptions: () => callEndpoint(accountSecurityEndpoints.passkeyOptions, {}),
  /** `response` is the browser's RegistrationResponseJSON; the server checks its shape. */
  addPasskey: (name: string, response: unknown) =>
    callEndpoint(accountSecurityEndpoints.addPasskey, {
      body: { name, response: response as PasskeyRegistrationBody['response'] },
    }),
  removePasskey: (id: string) => remove(`/api/v1/account/passkeys/${encodeURIComponent(id)}`),
  revokeSession: (id: string) => remove(`/api/v1/account/sessions/${encodeURIComponent(id)}`),
  revokeOtherSessions: () =>
    apiRequest<null>('/api/v1/account/sessions/revoke-others', { method: 'POST' }),
  createToken: (input: CreateApiTokenInput) =>
    callEndpoint(apiTokenEndpoints.create, { body: input }),
  revokeToken: (id: string) => remove(`/api/v1/account/oauth/${encodeURIComponent(id)}`),
  federateGenerate: () => callEndpoint(accountSecurityEndpoints.federateGenerate, {}),
  unlinkFederated: (id: string) => remove(`/api/v1/account/federate/${encodeURIComponent(id)}`),
}
