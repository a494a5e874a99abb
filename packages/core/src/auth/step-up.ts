import type { FieldError } from '../http/error.contract.ts'
import { isRiskLevel, type RiskLevel } from './auth.constants.ts'

/*
 * Step-up ("login again", spec §6 code 5; spec §4 resubmit resumes after authentication).
 * An action that needs a recent sign-in answers 401 ForceLogin with one field:
 * `{ field: 'session', code: 'sso.error.loginAgain', values: { risk, status: 5 } }`.
 */
export const STEP_UP_FIELD = 'session'
export const STEP_UP_MESSAGE_KEY = 'sso.error.loginAgain'

/** auth_reason values the sign-in page explains (spec §2 auth_reason). */
export const AUTH_REASONS = [
  'reauth',
  'resubmit',
  'payout',
  'tax',
  'api-token',
  'password',
  'second-factor',
  'federation',
] as const
export type AuthReason = (typeof AUTH_REASONS)[number]

export type StepUpRequirement = { risk: RiskLevel; status: number }

/** The step-up an error envelope asks for, or null when it is not a step-up answer. */
export function findStepUpRequirement(error: {
  code: string
  fields?: readonly FieldError[] | undefined
}): StepUpRequirement | null {
  if (error.code !== 'ForceLogin') return null
  const field = error.fields?.find(
    (f) => f.field === STEP_UP_FIELD && f.code === STEP_UP_MESSAGE_KEY,
  )
  const risk = field?.values?.risk
  if (typeof risk !== 'string' || !isRiskLevel(risk)) return null
  const status = Number(field?.values?.status ?? 5)
  return { risk, status }
}
