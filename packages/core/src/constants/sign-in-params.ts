/** What the portal sends to the sign-in service and how long it trusts its answer (spec §7, §9). */

export const AUTH_CACHE_LIFETIME_MS = 60_000
export const AUTH_CACHE_DEFAULT_KEY = '__default__'

/** The only parameters sent to `GET /api/auth/validate` (spec §7, §9). */
export const AUTH_VALIDATE_PARAMS = [
  'realm',
  'risk',
  'type',
  'groups',
  'allowHeartbeat',
  'use12HourExpiration',
] as const
/** The only parameters put onto the sign-in link (spec §9). */
export const LOGIN_LINK_PARAMS = [
  'realm',
  'port',
  'app',
  'path',
  'subdomain',
  'auth_reason',
] as const
