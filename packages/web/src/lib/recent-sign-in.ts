import { STEP_UP_FIELD, STEP_UP_MESSAGE_KEY } from '@namefolio/core/auth/step-up'
import { signInEndpoints } from '@namefolio/core/auth/sign-in.endpoints'
import type { ErrorBody } from '@namefolio/core/http/error.contract'
import { SESSION_ERROR_CODES } from '@namefolio/core/http/session-error'
import { ApiError, callEndpoint } from './api-client'

/**
 * Checks the sign-in is recent enough before a form asks for a secret (payout account
 * numbers, a tax id; decision 853): a stale sign-in answers like the server's step-up refusal,
 * so useStepUpAction sends the user to sign in and reopens the form after, and no secret
 * waits in session storage meanwhile.
 */
export async function confirmRecentSignIn(): Promise<void> {
  const answer = await callEndpoint(signInEndpoints.validate, { query: { risk: 'high' } })
  if (!answer.valid) throw stepUpRefusal()
}

function stepUpRefusal(): ApiError {
  const body: ErrorBody = {
    error: {
      code: 'ForceLogin',
      message: 'Sign in again to continue.',
      fields: [
        {
          field: STEP_UP_FIELD,
          code: STEP_UP_MESSAGE_KEY,
          values: { risk: 'high', status: SESSION_ERROR_CODES.loginAgain },
        },
      ],
    },
  }
  return new ApiError(401, 'ForceLogin', body.error.message, body)
}
