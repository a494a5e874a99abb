import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ROLES, type Role } from '@namefolio/core/account/account.constants'
import { ROLE_COOKIE, ROLE_COOKIE_MAX_AGE_SECONDS } from '@namefolio/core/routing/role-cookie'
import { activeRoleFor, homePathFor } from '@namefolio/core/routing/role-home'
import { sessionKeys, sessionQueries } from './session.queries'

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value)

/** The role chosen in the role switch, from the cookie the server reads too (decision 950). */
export function readRoleCookie(): Role | null {
  if (typeof document === 'undefined') return null
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${ROLE_COOKIE}=`))
  const value = pair?.slice(ROLE_COOKIE.length + 1) ?? ''
  return isRole(value) ? value : null
}

export function writeRoleCookie(role: Role): void {
  document.cookie = `${ROLE_COOKIE}=${role}; path=/; max-age=${ROLE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`
}

const chosenRoleKey = [...sessionKeys.all, 'chosen-role'] as const

export type ActiveRole = {
  /** Every role the person holds; empty until the account data is loaded. */
  roles: readonly Role[]
  /** The portal the person sees; null until the account data is loaded, or if it failed. */
  role: Role | null
  /** The account data is still on its way. */
  isPending: boolean
  home: string
  /** Remembers the choice (cookie) and shows that role's portal; the caller navigates. */
  choose: (role: Role) => void
}

/** The person's active role: the one they switched to, else the first their roles rank. */
export function useActiveRole(): ActiveRole {
  const queryClient = useQueryClient()
  const account = useQuery(sessionQueries.currentUser())
  const chosen = useQuery({
    queryKey: chosenRoleKey,
    queryFn: () => readRoleCookie(),
    staleTime: Infinity,
  })
  const roles = account.data?.roles ?? []
  const preferred = chosen.data ?? null
  return {
    roles,
    role: account.data ? activeRoleFor(roles, preferred) : null,
    isPending: account.isPending,
    home: homePathFor(roles, preferred),
    choose: (role) => {
      writeRoleCookie(role)
      queryClient.setQueryData(chosenRoleKey, role)
    },
  }
}
