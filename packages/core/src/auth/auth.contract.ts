import { z } from 'zod'
import { isReservedUsername } from '../routing/route-names.ts'

/** Usernames are public page paths (`/{username}`), so they share the route namespace. */
export const USERNAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,30}[a-z0-9])$/

const booleanFlag = z.enum(['true', 'false']).transform((v) => v === 'true')

/** `GET /api/auth/validate`: only the six parameters of spec §7 (and §9), plus plid. */
export const AuthValidateQuerySchema = z.strictObject({
  realm: z.string().max(64).optional(),
  risk: z.string().max(64).optional(),
  type: z.string().max(64).optional(),
  groups: z.string().max(256).optional(),
  allowHeartbeat: booleanFlag.optional(),
  use12HourExpiration: booleanFlag.optional(),
  plid: z.string().max(64).optional(),
})
export type AuthValidateQuery = z.infer<typeof AuthValidateQuerySchema>

export const AuthValidateResultSchema = z.object({
  valid: z.boolean(),
  details: z.object({
    realm: z.string(),
    risk: z.string(),
    userId: z.string().nullable(),
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
    reason: z.string().nullable(),
    /** The private-label id the portal passed, echoed back (spec §2, §7). */
    plid: z.string().optional(),
  }),
})
export type AuthValidateResult = z.infer<typeof AuthValidateResultSchema>

export const SignupInputSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(10).max(200),
  name: z.string().trim().min(1).max(120),
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(USERNAME_PATTERN, 'auth.signup.error.usernameFormat')
    .refine((name) => !isReservedUsername(name), 'auth.signup.error.usernameReserved'),
})
export type SignupInput = z.infer<typeof SignupInputSchema>

export const LoginInputSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
})
export type LoginInput = z.infer<typeof LoginInputSchema>

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
