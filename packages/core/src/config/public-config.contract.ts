import { z } from 'zod'

/** Feature-flag states (spec §6). */
export const FEATURE_FLAG_STATES = ['ineligible', 'off', 'on'] as const
export type FeatureFlagState = (typeof FEATURE_FLAG_STATES)[number]

/** Where this deployment runs; staging and test swap the sign-in host (spec §2). */
export const ENVIRONMENTS = ['development', 'test', 'staging', 'production'] as const
export type Environment = (typeof ENVIRONMENTS)[number]

export const SwitchSchema = z.object({
  state: z.enum(FEATURE_FLAG_STATES),
  cohortId: z.string().nullable(),
})

/** `GET /api/v1/config`: the public configuration of spec §3. */
export const PublicConfigSchema = z.object({
  customerId: z.string().nullable(),
  ssoLoginUrl: z.string(),
  switchboard: z.record(z.string(), SwitchSchema),
  environment: z.enum(ENVIRONMENTS),
})
export type PublicConfig = z.infer<typeof PublicConfigSchema>
