import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router'

const page = (name: string) => lazyRouteComponent(() => import('./partner-pages'), name as never)

/** The partner network's admin page (issue 24). */
export function createPartnerRoutes<TParent extends AnyRoute>(parent: TParent) {
  const getParentRoute = () => parent
  return [
    createRoute({ getParentRoute, path: 'admin/partners', component: page('AdminPartnersPage') }),
  ] as const
}
