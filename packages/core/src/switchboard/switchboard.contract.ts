import { z } from 'zod'
import { FEATURE_FLAG_STATES } from '../config/public-config.contract.ts'

/** A cohort is a named set of accounts or a percentage rollout by account id (issue 19). */
export const COHORT_KINDS = ['accounts', 'percentage'] as const
export type CohortKind = (typeof COHORT_KINDS)[number]

/** The refusal of a request to a feature whose switch is not on for the account (spec §6). */
export const FEATURE_OFF_ERROR = 'switchboard.error.featureOff'
export const UNKNOWN_ACCOUNT_ERROR = 'switchboard.error.unknownAccount'
export const COHORT_NAME_TAKEN_ERROR = 'switchboard.error.cohortNameTaken'

export const CohortMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
})

export const CohortSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(COHORT_KINDS),
  percent: z.number().int().nullable(),
  members: z.array(CohortMemberSchema),
})
export type Cohort = z.infer<typeof CohortSchema>

export const SwitchboardFlagSchema = z.object({
  key: z.string(),
  description: z.string(),
  /** The general row's state; null when the flag has only cohort rows (ineligible outside). */
  general: z.enum(FEATURE_FLAG_STATES).nullable(),
  overrides: z.array(z.object({ cohortId: z.string(), state: z.enum(FEATURE_FLAG_STATES) })),
})
export type SwitchboardFlag = z.infer<typeof SwitchboardFlagSchema>

/** `GET /api/v1/admin/switchboard`: every §6 flag with its general state and cohort rows. */
export const SwitchboardSchema = z.object({
  flags: z.array(SwitchboardFlagSchema),
  cohorts: z.array(CohortSchema),
})
export type Switchboard = z.infer<typeof SwitchboardSchema>

export const FlagParamsSchema = z.object({ key: z.string().min(1).max(64) })

/** Set a flag for everyone (cohortId null) or one cohort; state null removes a cohort's row. */
export const SetFlagBodySchema = z.object({
  cohortId: z.string().min(1).nullable(),
  state: z.enum(FEATURE_FLAG_STATES).nullable(),
})
export type SetFlagBody = z.infer<typeof SetFlagBodySchema>

const CohortNameSchema = z.string().trim().min(1).max(80)
const PercentSchema = z.number().int().min(0).max(100)
/** Members are named by e-mail or username, as the admin knows them. */
const MemberHandlesSchema = z.array(z.string().trim().min(1).max(254)).max(500)

export const CreateCohortBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('accounts'), name: CohortNameSchema, members: MemberHandlesSchema }),
  z.object({ kind: z.literal('percentage'), name: CohortNameSchema, percent: PercentSchema }),
])
export type CreateCohortBody = z.infer<typeof CreateCohortBodySchema>

export const CohortParamsSchema = z.object({ cohortId: z.string().min(1).max(64) })

export const UpdateCohortBodySchema = z.object({
  name: CohortNameSchema.optional(),
  percent: PercentSchema.optional(),
  addMembers: MemberHandlesSchema.optional(),
  removeMemberIds: z.array(z.string()).max(500).optional(),
})
export type UpdateCohortBody = z.infer<typeof UpdateCohortBodySchema>
