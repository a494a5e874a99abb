import { type AuthValidateQuery, type AuthValidateResult } from '@namefolio/core/auth/auth.contract'
import {
  AUTH_REALMS,
  DEFAULT_REALM,
  DEFAULT_RISK,
  isRiskLevel,
  isRiskSatisfied,
} from '@namefolio/core/auth/auth.constants'
import type { RequestAuth } from '../../http/auth.ts'

const TWELVE_HOURS_MS = 12 * 60 * 60 * 1000

/**
 * `GET /api/auth/validate` (spec §7): whether the session is good for a realm and risk.
 * `groups` lists roles of which the user must hold one; `use12HourExpiration` asks for a
 * sign-in within 12 hours; `plid` is echoed back. A suspended account still has a valid
 * session: the portal learns of the suspension from its user data and sends the user on
 * (spec §2). An API token is not a sign-in session: only `low` risk is valid for it.
 */
export function validateSession(
  auth: RequestAuth | null,
  query: AuthValidateQuery,
  now: Date = new Date(),
): AuthValidateResult {
  const realm = query.realm ?? DEFAULT_REALM
  const risk = query.risk ?? DEFAULT_RISK
  const answer = (valid: boolean, reason: string | null): AuthValidateResult => ({
    valid,
    details: {
      realm,
      risk,
      userId: auth?.user.id ?? null,
      expiresAt: auth?.session?.expiresAt.toISOString() ?? null,
      reason,
      ...(query.plid ? { plid: query.plid } : {}),
    },
  })
  if (!(AUTH_REALMS as readonly string[]).includes(realm)) return answer(false, 'UNKNOWN_REALM')
  if (!isRiskLevel(risk)) return answer(false, 'UNKNOWN_RISK')
  if (!auth) return answer(false, 'NO_SESSION')
  if (realm === 'admin' && !auth.user.roles.includes('admin'))
    return answer(false, 'REALM_FORBIDDEN')
  const authenticatedAt = auth.session?.authenticatedAt.getTime() ?? Number.NEGATIVE_INFINITY
  if (!isRiskSatisfied(risk, authenticatedAt, now.getTime()))
    return answer(false, 'STEP_UP_REQUIRED')
  if (query.use12HourExpiration && now.getTime() - authenticatedAt > TWELVE_HOURS_MS) {
    return answer(false, 'SESSION_EXPIRED')
  }
  const groups =
    query.groups
      ?.split(',')
      .map((g) => g.trim())
      .filter(Boolean) ?? []
  if (groups.length > 0 && !groups.some((g) => (auth.user.roles as string[]).includes(g))) {
    return answer(false, 'GROUP_FORBIDDEN')
  }
  return answer(true, null)
}
