import { z } from 'zod'
import { isReservedUsername } from '../routing/route-names.ts'
import { USERNAME_PATTERN } from './auth.constants.ts'

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
