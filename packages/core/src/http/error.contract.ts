import { z } from 'zod'

/**
 * Error codes answered by the API (DESIGN.md §3). The spec's own catalogue (§8, §6) comes
 * first; the rest are generic HTTP conditions.
 */
export const ERROR_CODES = [
  'UserAccountSuspended',
  'ForceLogin',
  'Authorization',
  'HbiAction',
  'HbiDelegationAction',
  'DEPENDENCY_ISSUE',
  'MALFORMED_INPUT',
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INVALID_CREDENTIALS',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL',
  'SERVICE_BUSY',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export const FieldErrorSchema = z.object({
  field: z.string(),
  code: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
})
export type FieldError = z.infer<typeof FieldErrorSchema>

export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.array(FieldErrorSchema).optional(),
  }),
})
export type ErrorBody = z.infer<typeof ErrorBodySchema>
