import { type AnyRoute, createRoute } from '@tanstack/react-router'
import { lazyPage } from './page-catalogs'

const page = (name: string) =>
  lazyPage('switchboard-pages', () => import('./switchboard-pages'), name as never)

/** The switchboard editor (issue 19; admin role). */
export function createSwitchboardRoutes<TParent extends AnyRoute>(parent: TParent) {
  const getParentRoute = () => parent
  return [
    createRoute({
      getParentRoute,
      path: 'admin/switchboard',
      component: page('AdminSwitchboardPage'),
    }),
  ] as const
}
