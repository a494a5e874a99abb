import type { FastifyRequest } from 'fastify'
import { isRiskSatisfied, type RiskLevel } from '@namefolio/core/auth/auth.constants'
import { STEP_UP_FIELD, STEP_UP_MESSAGE_KEY } from '@namefolio/core/auth/step-up'
import { SESSION_ERROR_CODES } from '@namefolio/core/http/session-error'
import type { UserRow } from '../db/schema/users.ts'
import { AppError } from './app-error.ts'
import { requireUser } from './auth.ts'

/**
 * Step-up guard (DESIGN.md §4, spec §6 "login again"): the signed-in user, when their last
 * sign-in is recent enough for `risk`; otherwise 401 ForceLogin whose field names the risk
 * to sign in with, so the portal can send the user to sign in again and resume
 * (features/session/step-up in the web app).
 *
 * ```ts
 * app.post('/api/v2/domains/relist', async (request) => {
 *   const user = requireRecentSignIn(request, 'high')   // resubmit, payouts, tax, tokens
 *   ...
 * })
 * ```
 *
 * API tokens never satisfy step-up: a token is not a sign-in.
 */
export function requireRecentSignIn(
  request: FastifyRequest,
  risk: RiskLevel,
  now: Date = new Date(),
): UserRow {
  const user = requireUser(request)
  const session = request.auth?.session
  if (!session || !isRiskSatisfied(risk, session.authenticatedAt.getTime(), now.getTime())) {
    throw new AppError('ForceLogin', 'Sign in again to continue.', {
      fields: [
        {
          field: STEP_UP_FIELD,
          code: STEP_UP_MESSAGE_KEY,
          values: { risk, status: SESSION_ERROR_CODES.loginAgain },
        },
      ],
    })
  }
  return user
}
