import type { Role } from '../account/account.constants.ts'

/**
 * Where each role lands after sign-in (issue 13 "Portals by role"): a seller on the
 * dashboard, a buyer on their purchases and offers, a broker on the leads assigned to them,
 * an admin on the admin console.
 */
export const ROLE_HOME_PATHS = {
  seller: '/dashboard',
  buyer: '/purchases',
  broker: '/broker',
  admin: '/admin',
} as const satisfies Record<Role, string>

/** Which home wins for a person holding several roles, unless they chose one. */
const ROLE_HOME_PRECEDENCE: readonly Role[] = ['admin', 'seller', 'broker', 'buyer']

/** The role whose portal a person sees: the one they switched to, else the first they hold. */
export function activeRoleFor(roles: readonly Role[], preferred?: string | null): Role | null {
  const chosen = roles.find((role) => role === preferred)
  return chosen ?? ROLE_HOME_PRECEDENCE.find((role) => roles.includes(role)) ?? null
}

/** A person's home in the portal; a person with no role at all starts as a buyer. */
export function homePathFor(roles: readonly Role[], preferred?: string | null): string {
  return ROLE_HOME_PATHS[activeRoleFor(roles, preferred) ?? 'buyer']
}
