import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router'

/** The portfolio's offer rules page (issue 24), under the portal layout. */
export function createOfferRulesRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: 'account/offer-rules',
      component: lazyRouteComponent(() => import('./offer-rules-pages'), 'AccountOfferRulesPage'),
    }),
  ] as const
}
