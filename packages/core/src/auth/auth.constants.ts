/** The zod-free values of `auth.contract.ts`, for the browser (decision 1265). */

/** Usernames are public page paths (`/{username}`), so they share the route namespace. */
export const USERNAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,30}[a-z0-9])$/

/** Realms the sign-in service knows; `admin` needs the admin role. */
export const AUTH_REALMS = ['portal', 'admin'] as const
export type AuthRealm = (typeof AUTH_REALMS)[number]
export const DEFAULT_REALM: AuthRealm = 'portal'

/**
 * Risk levels: how recently the user must have proved who they are (DESIGN.md §4 step-up).
 * `low` accepts any live session.
 */
export const RISK_MAX_AGE_MS = {
  low: null,
  medium: 24 * 60 * 60 * 1000,
  high: 15 * 60 * 1000,
} as const
export type RiskLevel = keyof typeof RISK_MAX_AGE_MS
export const DEFAULT_RISK: RiskLevel = 'low'

export function isRiskLevel(value: string): value is RiskLevel {
  return Object.hasOwn(RISK_MAX_AGE_MS, value)
}

/** Whether a sign-in at `authenticatedAtMs` is recent enough for `risk` at `nowMs`. */
export function isRiskSatisfied(
  risk: RiskLevel,
  authenticatedAtMs: number,
  nowMs: number,
): boolean {
  const maxAge = RISK_MAX_AGE_MS[risk]
  return maxAge === null || nowMs - authenticatedAtMs <= maxAge
}
