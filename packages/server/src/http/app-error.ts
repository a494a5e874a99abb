import type { ErrorCode, FieldError } from '@namefolio/core/http/error.contract'

/** One table from error code to HTTP status: a new code without a status does not compile. */
export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  UserAccountSuspended: 403,
  ForceLogin: 401,
  Authorization: 401,
  HbiAction: 403,
  HbiDelegationAction: 403,
  DEPENDENCY_ISSUE: 502,
  MALFORMED_INPUT: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID_CREDENTIALS: 401,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL: 500,
  SERVICE_BUSY: 503,
}

export class AppError extends Error {
  readonly code: ErrorCode
  readonly fields: FieldError[] | undefined
  readonly statusCode: number
  /** Sent as `Retry-After` (seconds): when a refused request may be tried again. */
  readonly retryAfterSeconds: number | undefined

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(message)
    this.name = 'AppError'
    this.code = code
    this.fields = options.fields
    this.statusCode = HTTP_STATUS_BY_CODE[code]
    this.retryAfterSeconds = options.retryAfterSeconds
  }
}
