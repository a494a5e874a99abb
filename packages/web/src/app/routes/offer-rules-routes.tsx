import { type AnyRoute, createRoute } from '@tanstack/react-router'
import { lazyPage } from './page-catalogs'

/** The portfolio's offer rules page (issue 24), under the portal layout. */
export function createOfferRulesRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: 'account/offer-rules',
      component: lazyPage(
        'offer-rules-pages',
        () => import('./offer-rules-pages'),
        'AccountOfferRulesPage',
      ),
    }),
  ] as const
}
