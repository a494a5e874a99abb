import { type AnyRoute, createRoute } from '@tanstack/react-router'
import { lazyPage } from './page-catalogs'

const page = (name: string) =>
  lazyPage('admin-ops-pages', () => import('./admin-ops-pages'), name as never)

/** The admin console's transactions desk and health page (issue 19). */
export function createAdminOpsRoutes<TParent extends AnyRoute>(parent: TParent) {
  const getParentRoute = () => parent
  return [
    createRoute({
      getParentRoute,
      path: 'admin/transactions',
      component: page('AdminTransactionsPage'),
    }),
    createRoute({ getParentRoute, path: 'admin/health', component: page('AdminHealthPage') }),
  ] as const
}
