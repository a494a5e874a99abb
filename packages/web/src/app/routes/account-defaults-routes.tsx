import { type AnyRoute, createRoute } from '@tanstack/react-router'
import { lazyPage } from './page-catalogs'

const page = (name: string) =>
  lazyPage('account-defaults-pages', () => import('./account-defaults-pages'), name as never)

/** The account defaults pages of spec §2 (issue 18), under the portal layout. */
export function createAccountDefaultsRoutes<TParent extends AnyRoute>(parent: TParent) {
  const getParentRoute = () => parent
  return [
    createRoute({ getParentRoute, path: 'account/lander', component: page('AccountLanderPage') }),
    createRoute({ getParentRoute, path: 'account/lto', component: page('AccountLtoPage') }),
    createRoute({
      getParentRoute,
      path: 'account/ownership',
      component: page('AccountOwnershipPage'),
    }),
  ] as const
}
