import { type AnyRoute, createRoute } from '@tanstack/react-router'
import { lazyPage } from './page-catalogs'

const page = (name: string) =>
  lazyPage('marketplace-imports-pages', () => import('./marketplace-imports-pages'), name as never)

/** Marketplace exports (issue 24): compare with ours (drift) and move a portfolio here. */
export function createMarketplaceImportRoutes<TParent extends AnyRoute>(parent: TParent) {
  const getParentRoute = () => parent
  return [
    createRoute({ getParentRoute, path: 'domains/compare', component: page('ComparePage') }),
    createRoute({
      getParentRoute,
      path: 'domains/add/marketplace',
      component: page('MovePortfolioPage'),
    }),
  ] as const
}
