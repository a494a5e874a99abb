import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router'

/** The buyer's page of one purchase, with its history and messages (issue 18). */
export function createTransactionExtrasRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: 'purchases/domains/$transactionId',
      component: lazyRouteComponent(
        () => import('./transaction-extras-pages'),
        'PurchaseDetailsPage',
      ),
    }),
  ] as const
}
