import { queryOptions } from '@tanstack/react-query'
import { accountEndpoints } from '@namefolio/core/account/account.endpoints'
import { signInEndpoints } from '@namefolio/core/auth/sign-in.endpoints'
import { configEndpoints } from '@namefolio/core/config/config.endpoints'
import { callEndpoint } from '../../lib/api-client'

import {
  AUTH_CACHE_DEFAULT_KEY,
  AUTH_CACHE_LIFETIME_MS,
  AUTH_VALIDATE_PARAMS,
} from '@namefolio/core/constants/sign-in-params'

/** The validate cache lives 60 s (spec §4 "Authentication check", §9). */
export const AUTH_CACHE_MS = AUTH_CACHE_LIFETIME_MS
/** The default cache key (spec §9). */
export const DEFAULT_AUTH_CACHE_KEY = AUTH_CACHE_DEFAULT_KEY

/** The six parameters of `GET /api/auth/validate` (spec §7, §9): only those set are sent. */
export type AuthCheckParams = {
  realm?: string | undefined
  risk?: string | undefined
  type?: string | undefined
  groups?: string | undefined
  allowHeartbeat?: boolean | undefined
  use12HourExpiration?: boolean | undefined
}

export const AUTH_CHECK_PARAM_NAMES =
  AUTH_VALIDATE_PARAMS satisfies readonly (keyof AuthCheckParams)[]

/** Keeps only the six parameters that are set, in a stable order. */
export function pickAuthCheckParams(params: AuthCheckParams): Record<string, string> {
  const picked: Record<string, string> = {}
  for (const name of AUTH_CHECK_PARAM_NAMES) {
    const value = params[name]
    if (value !== undefined && value !== '') picked[name] = String(value)
  }
  return picked
}

/** The plid on the current URL, if any. */
export function currentPrivateLabelId(): string | null {
  if (typeof window === 'undefined') return null
  return new URLSearchParams(window.location.search).get('plid')
}

/**
 * On a partner's hostname, adds the visitor's private-label id to the query string (spec §2),
 * so the return path of a sign-in carries it and the sign-in pages show the partner's brand.
 */
export function addPrivateLabelToUrl(privateLabelId: string | null): void {
  if (!privateLabelId || currentPrivateLabelId() === privateLabelId) return
  const url = new URL(window.location.href)
  url.searchParams.set('plid', privateLabelId)
  window.history.replaceState(window.history.state, '', url)
}

export const sessionKeys = {
  all: ['session'] as const,
  validateAll: () => [...sessionKeys.all, 'validate'] as const,
  validate: (cacheKey: string, params: Record<string, string>) =>
    [...sessionKeys.validateAll(), cacheKey, params] as const,
  config: () => [...sessionKeys.all, 'config'] as const,
  visitor: () => [...sessionKeys.all, 'visitor'] as const,
  currentUser: () => [...sessionKeys.all, 'current-user'] as const,
}

export const sessionQueries = {
  /**
   * Whether the session is valid. A result younger than 60 s is reused without a call;
   * failures are not retried: the gate treats them as "no valid session" (spec §8).
   */
  validate: (params: AuthCheckParams = {}, cacheKey: string = DEFAULT_AUTH_CACHE_KEY) => {
    // The visitor's private-label id travels as plid (spec §2, §7).
    const plid = currentPrivateLabelId()
    const query = { ...pickAuthCheckParams(params), ...(plid ? { plid } : {}) }
    return queryOptions({
      queryKey: sessionKeys.validate(cacheKey, query),
      queryFn: ({ signal }) => callEndpoint(signInEndpoints.validate, { query }, { signal }),
      staleTime: AUTH_CACHE_MS,
      gcTime: AUTH_CACHE_MS,
      retry: false,
    })
  },
  config: () =>
    queryOptions({
      queryKey: sessionKeys.config(),
      queryFn: ({ signal }) => callEndpoint(configEndpoints.publicConfig, {}, { signal }),
      staleTime: Infinity,
    }),
  /** The visitor's private label, from the host they came to (spec §2). */
  visitor: () =>
    queryOptions({
      queryKey: sessionKeys.visitor(),
      queryFn: ({ signal }) => callEndpoint(signInEndpoints.visitor, {}, { signal }),
      staleTime: Infinity,
      retry: false,
    }),
  /** The signed-in user's account data; the gate handles its session answers itself. */
  currentUser: () =>
    queryOptions({
      queryKey: sessionKeys.currentUser(),
      queryFn: ({ signal }) =>
        callEndpoint(accountEndpoints.data, {}, { signal, reportSessionProblems: false }),
      staleTime: 5 * 60_000,
      retry: false,
    }),
}
