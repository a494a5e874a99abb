import { ERROR_CODES, type ErrorCode } from '@namefolio/core/http/error.contract'
import { HTTP_STATUS_BY_CODE } from '../../http/app-error.ts'

/**
 * What each error code means to a client. A Record over every code: a code added to core
 * without a line here does not compile, so the guide cannot fall behind (decision 1122).
 */
const MEANING_BY_CODE: Record<ErrorCode, string> = {
  UserAccountSuspended:
    'The account is suspended; nothing can be done with it until support lifts the suspension.',
  ForceLogin: 'This action needs a recent sign-in: the person must sign in again first.',
  Authorization: 'Not signed in, or the session is no longer valid.',
  HbiAction: 'The account may not take this action in its current state.',
  HbiDelegationAction: 'The delegated user (broker or team member) may not take this action.',
  DEPENDENCY_ISSUE: 'An outside service (registrar, payment provider) failed; try again later.',
  MALFORMED_INPUT: 'The request could not be read: broken JSON, a wrong content type, bad bytes.',
  VALIDATION: 'An input is not acceptable; `fields` says which and why, by message key.',
  UNAUTHENTICATED: 'No valid token or session: the token is unknown, revoked or expired.',
  FORBIDDEN:
    'Known caller, but not allowed: a token without the scope, another seller’s object, a write from another site.',
  NOT_FOUND: 'No such object for this account (another seller’s objects answer the same).',
  CONFLICT: 'The object changed state, or an Idempotency-Key was reused for another request.',
  INVALID_CREDENTIALS: 'Sign-in refused: the e-mail, password or code is wrong.',
  RATE_LIMITED: 'Too many requests; wait for the seconds in `Retry-After`, then try again.',
  PAYLOAD_TOO_LARGE: 'The body or an uploaded file is larger than the request allows.',
  INTERNAL: 'Our fault; the request may be retried. Quote the `x-request-id` header to support.',
  SERVICE_BUSY: 'The server is busy (e.g. a search under load); retry after a short wait.',
}

export type ErrorCodeRow = { code: ErrorCode; status: number; meaning: string }

/** Every error code with its HTTP status (from the server's own table) and its meaning. */
export function listErrorCodes(): ErrorCodeRow[] {
  return ERROR_CODES.map((code) => ({
    code,
    status: HTTP_STATUS_BY_CODE[code],
    meaning: MEANING_BY_CODE[code],
  }))
}
