import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Role } from '@namefolio/core/account/account.constants'
import type { Db } from '../db/client.ts'
import type { SessionRow } from '../db/schema/sessions.ts'
import type { UserRow } from '../db/schema/users.ts'
import { findApiToken } from '../auth/api-tokens.ts'
import { findActiveSession } from '../auth/sessions.repository.ts'
import { checkTokenPath } from './api-scope.ts'
import { AppError } from './app-error.ts'

/**
 * Who is calling: a browser session (`session` set) or a personal access token (`token` set,
 * with its scopes; see http/api-scope.ts). Step-up (http/step-up.ts) needs a session.
 */
export type RequestAuth = {
  user: UserRow
  session: SessionRow | null
  token: { id: string; scopes: string[] } | null
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null
  }
}

const BEARER = /^Bearer\s+(\S+)$/i

/**
 * Resolves the caller once per request into `request.auth`: `Authorization: Bearer <token>`
 * (a personal access token; a bad token is a 401, never a fall-back to the cookie), else the
 * session cookie (`cookieName`, see auth/session-token.ts). Token requests are held to their scopes by path (http/api-scope.ts).
 */
export const sessionAuth = fp(
  async (app: FastifyInstance, options: { db: Db; cookieName: string }) => {
    app.decorateRequest('auth', null)
    app.addHook('onRequest', async (request) => {
      const authorization = request.headers.authorization
      // The partner API (issue 24) takes partner keys, checked by its own gate, not tokens.
      const isPartnerApi = request.url.startsWith('/api/partner/')
      if (authorization !== undefined && request.url.startsWith('/api/') && !isPartnerApi) {
        const bearer = BEARER.exec(authorization)?.[1]
        const found = bearer ? await findApiToken(options.db, bearer) : null
        if (!found) throw new AppError('UNAUTHENTICATED', 'The API token is not valid.')
        request.auth = {
          user: found.user,
          session: null,
          token: { id: found.token.id, scopes: found.token.scopes },
        }
        checkTokenPath(request)
        return
      }
      const token = request.cookies[options.cookieName]
      const active = token ? await findActiveSession(options.db, token) : null
      request.auth = active ? { user: active.user, session: active.session, token: null } : null
    })
  },
  { name: 'session-auth', dependencies: ['@fastify/cookie'] },
)

const BLOCKED_APPROVAL_STATUSES = new Set(['Suspended', 'Disapproved'])

export function isAccountBlocked(user: UserRow): boolean {
  return BLOCKED_APPROVAL_STATUSES.has(user.approvalStatus)
}

/**
 * The signed-in user, or a 401. Suspended and disapproved accounts answer
 * UserAccountSuspended (spec §2, §8), so the portal sends them to the sign-in service.
 */
export function requireUser(request: FastifyRequest): UserRow {
  const auth = request.auth
  if (!auth) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.')
  if (isAccountBlocked(auth.user)) {
    throw new AppError('UserAccountSuspended', 'This account is suspended.')
  }
  return auth.user
}

export function requireRole(request: FastifyRequest, role: Role): UserRow {
  const user = requireUser(request)
  if (!user.roles.includes(role)) throw new AppError('FORBIDDEN', `This needs the ${role} role.`)
  return user
}
