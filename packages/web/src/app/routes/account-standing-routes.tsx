import { type AnyRoute, createRoute } from '@tanstack/react-router'
import { parseLinkSuccessSearch } from '../../features/account-standing/link-success-search'
import { lazyPage } from './page-catalogs'

const page = (name: string) =>
  lazyPage('account-standing-pages', () => import('./account-standing-pages'), name as never)

/** /account/boost and /account/link/success (spec §2, issue 18), under the portal layout. */
export function createAccountStandingRoutes<TParent extends AnyRoute>(parent: TParent) {
  const getParentRoute = () => parent
  return [
    createRoute({ getParentRoute, path: 'account/boost', component: page('AccountBoostPage') }),
    createRoute({
      getParentRoute,
      path: 'account/link/success',
      validateSearch: (search: Record<string, unknown>) => parseLinkSuccessSearch(search),
      component: page('AccountLinkSuccessPage'),
    }),
  ] as const
}
