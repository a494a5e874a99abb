import { type AnyRoute, createRoute } from '@tanstack/react-router'
import { lazyPage } from './page-catalogs'

/** The buyer's page of one purchase, with its history and messages (issue 18). */
export function createTransactionExtrasRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: 'purchases/domains/$transactionId',
      component: lazyPage(
        'transaction-extras-pages',
        () => import('./transaction-extras-pages'),
        'PurchaseDetailsPage',
      ),
    }),
  ] as const
}
