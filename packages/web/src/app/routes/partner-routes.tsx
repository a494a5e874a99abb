import { type AnyRoute, createRoute } from '@tanstack/react-router'
import { lazyPage } from './page-catalogs'

const page = (name: string) =>
  lazyPage('partner-pages', () => import('./partner-pages'), name as never)

/** The partner network's admin page (issue 24). */
export function createPartnerRoutes<TParent extends AnyRoute>(parent: TParent) {
  const getParentRoute = () => parent
  return [
    createRoute({ getParentRoute, path: 'admin/partners', component: page('AdminPartnersPage') }),
  ] as const
}
