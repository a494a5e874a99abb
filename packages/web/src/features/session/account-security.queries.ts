import { queryOptions } from '@tanstack/react-query'
import type {
  AccountSecurity,
  RecoveryCodes,
  TotpEnrolment,
} from '@namefolio/core/auth/account-security.contract'
import type {
  ActiveSessionItem,
  SignInEventItem,
} from '@namefolio/core/auth/account-security.contract'
import type {
  ApiToken,
  CreateApiTokenInput,
  CreatedApiToken,
} from '@namefolio/core/auth/api-token.contract'
import { apiGet, apiRequest } from '../../lib/api-client'

export const securityKeys = {
  all: ['account-security'] as const,
  overview: () => [...securityKeys.all, 'overview'] as const,
  sessions: () => [...securityKeys.all, 'sessions'] as const,
  signIns: () => [...securityKeys.all, 'sign-ins'] as const,
  tokens: () => [...securityKeys.all, 'tokens'] as const,
}

type List<T> = { items: T[]; total: number }

export const securityQueries = {
  overview: () =>
    queryOptions({
      queryKey: securityKeys.overview(),
      queryFn: ({ signal }) =>
        apiGet<AccountSecurity>('/api/v1/account/security', undefined, signal),
    }),
  sessions: () =>
    queryOptions({
      queryKey: securityKeys.sessions(),
      queryFn: ({ signal }) =>
        apiGet<List<ActiveSessionItem>>('/api/v1/account/sessions', undefined, signal),
    }),
  signIns: () =>
    queryOptions({
      queryKey: securityKeys.signIns(),
      queryFn: ({ signal }) =>
        apiGet<List<SignInEventItem>>('/api/v1/account/sign-ins', undefined, signal),
    }),
  tokens: () =>
    queryOptions({
      queryKey: securityKeys.tokens(),
      queryFn: ({ signal }) => apiGet<List<ApiToken>>('/api/v1/account/oauth', undefined, signal),
    }),
}

/** Calls of the security pages; step-up actions go through useStepUpAction. */
export const securityCalls = {
  startTotp: () => apiRequest<TotpEnrolment>('/api/v1/account/totp', { method: 'POST' }),
  confirmTotp: (code: string) =>
    apiRequest<RecoveryCodes>('/api/v1/account/totp/confirm', { method: 'POST', body: { code } }),
  disableTotp: () => apiRequest<null>('/api/v1/account/totp', { method: 'DELETE' }),
  newRecoveryCodes: () =>
    apiRequest<RecoveryCodes>('/api/v1/account/recovery-codes', { method: 'POST' }),
  passkeyOptions: () => apiRequest<unknown>('/api/v1/account/passkeys/options', { method: 'POST' }),
  addPasskey: (name: string, response: unknown) =>
    apiRequest<{ id: string }>('/api/v1/account/passkeys', {
      method: 'POST',
      body: { name, response },
    }),
  removePasskey: (id: string) =>
    apiRequest<null>(`/api/v1/account/passkeys/${id}`, { method: 'DELETE' }),
  revokeSession: (id: string) =>
    apiRequest<null>(`/api/v1/account/sessions/${id}`, { method: 'DELETE' }),
  revokeOtherSessions: () =>
    apiRequest<null>('/api/v1/account/sessions/revoke-others', { method: 'POST' }),
  createToken: (input: CreateApiTokenInput) =>
    apiRequest<CreatedApiToken>('/api/v1/account/oauth', { method: 'POST', body: input }),
  revokeToken: (id: string) =>
    apiRequest<null>(`/api/v1/account/oauth/${id}`, { method: 'DELETE' }),
  federateGenerate: () =>
    apiRequest<{ url: string }>('/api/account/federate/generate', { method: 'POST' }),
  unlinkFederated: (id: string) =>
    apiRequest<null>(`/api/v1/account/federate/${id}`, { method: 'DELETE' }),
}
