import { type AnyRoute, createRoute } from '@tanstack/react-router'
import { MEMBERSHIP_PLANS, type MembershipPlan } from '@namefolio/core/account/account.constants'
import { safeReturnPath } from '../../features/membership/membership.queries'
import { lazyPage } from './page-catalogs'

const page = (name: string) =>
  lazyPage('membership-pages', () => import('./membership-pages'), name as never)

export type MembershipSearch = { plan?: MembershipPlan; returnTo?: string }

function parseMembershipSearch(search: Record<string, unknown>): MembershipSearch {
  const plan = MEMBERSHIP_PLANS.find((p) => p === search.plan)
  const returnTo = safeReturnPath(search.returnTo)
  return { ...(plan ? { plan } : {}), ...(returnTo ? { returnTo } : {}) }
}

/** /account/membership (issue 19), under the portal layout. */
export function createMembershipRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: 'account/membership',
      validateSearch: parseMembershipSearch,
      component: page('MembershipPage'),
    }),
  ] as const
}
