import type { FastifyRequest } from 'fastify'
import { parseScopeString } from '@namefolio/core/auth/api-token.contract'
import { type ApiScope } from '@namefolio/core/auth/api-token.constants'
import { requireSessionAuth } from '../../http/api-scope.ts'
import { AppError } from '../../http/app-error.ts'
import { requireUser } from '../../http/auth.ts'

/** The scopes an app asks for, or the validation error for an unknown one. */
export function requireKnownScopes(scope: string): ApiScope[] {
  const scopes = parseScopeString(scope)
  if (!scopes) {
    throw new AppError('VALIDATION', 'Unknown scope.', {
      fields: [{ field: 'scope', code: 'oauth.error.invalidScope' }],
    })
  }
  return scopes
}

/** The signed-in person (a browser session, never an API token). */
export function sessionUser(request: FastifyRequest) {
  requireSessionAuth(request)
  return requireUser(request)
}
