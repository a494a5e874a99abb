import { type AnyRoute, createRoute } from '@tanstack/react-router'
import { lazyPage } from './page-catalogs'

const page = (name: string) =>
  lazyPage('admin-console-pages', () => import('./admin-console-pages'), name as never)

/** The admin console's review queue, accounts and audit log (issue 19; admin role). */
export function createAdminConsoleRoutes<TParent extends AnyRoute>(parent: TParent) {
  const getParentRoute = () => parent
  return [
    createRoute({ getParentRoute, path: 'admin/review', component: page('AdminReviewPage') }),
    createRoute({ getParentRoute, path: 'admin/accounts', component: page('AdminAccountsPage') }),
    createRoute({
      getParentRoute,
      path: 'admin/accounts/$userId',
      component: page('AdminAccountPage'),
    }),
    createRoute({ getParentRoute, path: 'admin/audit', component: page('AdminAuditPage') }),
  ] as const
}
