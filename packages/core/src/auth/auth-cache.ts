import { AUTH_CACHE_DEFAULT_KEY, AUTH_CACHE_LIFETIME_MS } from '../constants/sign-in-params.ts'

export { AUTH_CACHE_DEFAULT_KEY }

/** Authentication check states (spec §4). */
export const AUTH_CHECK_STATES = ['loading', 'loaded', 'error'] as const
export type AuthCheckState = (typeof AUTH_CHECK_STATES)[number]

/** A cached check younger than 60 seconds is reused without a new call (spec §4, §9). */
export function isAuthCacheFresh(cachedAtMs: number, nowMs: number): boolean {
  return nowMs - cachedAtMs < AUTH_CACHE_LIFETIME_MS
}

/** loaded when the server answered ok; error when it did not or the call failed (spec §4). */
export function authCheckStateFor(result: { ok: boolean } | 'failed'): AuthCheckState {
  return result !== 'failed' && result.ok ? 'loaded' : 'error'
}

/** Request states and domain-edit save states (spec §4). */
export const REQUEST_STATES = ['init', 'processing', 'error', 'success', 'unauthed'] as const
export const SAVE_STATES = ['init', 'processing', 'error', 'success'] as const
