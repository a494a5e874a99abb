import type { FastifyRequest } from 'fastify'
import { hasScope, type ApiAccess } from '@namefolio/core/auth/api-token.contract'
import { type ApiScopeArea } from '@namefolio/core/auth/api-token.constants'
import { AppError } from './app-error.ts'

/**
 * Which scope area an API path belongs to, for requests made with a personal access token.
 * Paths not listed here refuse tokens (default deny): account settings, token management,
 * sign-in and step-up actions are for signed-in people only.
 */
const AREA_BY_PATH: readonly [RegExp, ApiScopeArea | 'any'][] = [
  [/^\/api\/v\d+\/(domains|portfolio|parking|stats\/listings|stats\/traffic)(\/|$)/, 'portfolio'],
  [/^\/api\/v\d+\/(leads|negotiations)(\/|$)/, 'leads'],
  [/^\/api\/v\d+\/(sales|transactions|stats\/sales)(\/|$)/, 'sales'],
  [/^\/api\/v\d+\/webhooks(\/|$)/, 'webhooks'],
  [/^\/api\/v1\/(account\/data|config)$/, 'any'],
  [/^\/api\/auth\/validate$/, 'any'],
]

export function findScopeArea(path: string): ApiScopeArea | 'any' | null {
  for (const [pattern, area] of AREA_BY_PATH) if (pattern.test(path)) return area
  return null
}

export function accessForMethod(method: string): ApiAccess {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? 'read' : 'write'
}

/**
 * Token scope guard: a request made with an API token must hold `area:access` (write
 * includes read); a browser session passes. Every API request is checked by path in
 * http/auth.ts already; call this where a route needs a stricter scope than its path says.
 *
 * ```ts
 * requireTokenScope(request, 'leads', 'write')
 * ```
 */
export function requireTokenScope(
  request: FastifyRequest,
  area: ApiScopeArea,
  access: ApiAccess,
): void {
  const token = request.auth?.token
  if (!token) return
  if (!hasScope(token.scopes, area, access)) {
    throw new AppError('FORBIDDEN', `This API token needs the ${area}:${access} scope.`)
  }
}

/** Refuses a token on paths outside its scopes; called for every token request. */
export function checkTokenPath(request: FastifyRequest): void {
  const token = request.auth?.token
  if (!token) return
  const path = request.url.split('?')[0] ?? ''
  const area = findScopeArea(path)
  if (area === null) throw new AppError('FORBIDDEN', 'API tokens cannot be used for this request.')
  if (area === 'any') return
  requireTokenScope(request, area, accessForMethod(request.method))
}

/** Only a signed-in person (a browser session), never a token: account and security changes. */
export function requireSessionAuth(request: FastifyRequest): void {
  if (request.auth?.token) {
    throw new AppError('FORBIDDEN', 'API tokens cannot be used for this request.')
  }
}
