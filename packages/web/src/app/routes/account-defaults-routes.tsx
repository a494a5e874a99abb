import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router'

const page = (name: string) =>
  lazyRouteComponent(() => import('./account-defaults-pages'), name as never)

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
