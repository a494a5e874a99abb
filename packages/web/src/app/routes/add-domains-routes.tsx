import { type AnyRoute, createRoute } from '@tanstack/react-router'
import { lazyPage } from './page-catalogs'

const page = (name: string) =>
  lazyPage('add-domains-pages', () => import('./add-domains-pages'), name as never)

/** Adding domains (issue 5; spec §2 /domains/add, /review, /history, /done, /domains/review). */
export function createAddDomainsRoutes<TParent extends AnyRoute>(parent: TParent) {
  const getParentRoute = () => parent
  return [
    createRoute({ getParentRoute, path: 'domains/add', component: page('AddDomainsPage') }),
    createRoute({
      getParentRoute,
      path: 'domains/add/review',
      component: page('AddDomainsReviewPage'),
    }),
    createRoute({
      getParentRoute,
      path: 'domains/add/done',
      component: page('AddDomainsDonePage'),
    }),
    createRoute({
      getParentRoute,
      path: 'domains/add/history',
      component: page('AddDomainsHistoryPage'),
    }),
    createRoute({ getParentRoute, path: 'domains/review', component: page('DomainsReviewPage') }),
  ] as const
}
