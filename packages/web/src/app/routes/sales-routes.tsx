import {
  type AnyRoute,
  createRoute,
  lazyRouteComponent,
  type SearchSchemaInput,
} from '@tanstack/react-router'
import { parseSalesSearch, type SalesSearchInput } from '../../features/sales/sales-search'

const page = (name: string) => lazyRouteComponent(() => import('./sales-pages'), name as never)

/** The money pages of spec §2 (issue 8): sales, leases, payouts, invoices, purchases, account. */
export function createSalesRoutes<TParent extends AnyRoute>(parent: TParent) {
  const getParentRoute = () => parent
  return [
    createRoute({
      getParentRoute,
      path: 'sales',
      validateSearch: (search: SalesSearchInput & SearchSchemaInput) => parseSalesSearch(search),
      component: page('SalesPage'),
    }),
    createRoute({
      getParentRoute,
      path: 'sales/$transactionId/details',
      component: page('SaleDetailsPage'),
    }),
    createRoute({
      getParentRoute,
      path: 'sales/$transactionId/payout',
      component: page('SalePayoutPage'),
    }),
    createRoute({
      getParentRoute,
      path: 'sales/$transactionId/payouts/$payoutId',
      component: page('PayoutPage'),
    }),
    createRoute({
      getParentRoute,
      path: 'sales/$transactionId/invoices/$invoiceId',
      component: page('InvoicePage'),
    }),
    createRoute({
      getParentRoute,
      path: 'sales/leased',
      validateSearch: (search: { offset?: unknown } & SearchSchemaInput) => {
        const offset = Number(search.offset)
        return { offset: Number.isInteger(offset) && offset > 0 ? offset : 0 }
      },
      component: page('LeasedPage'),
    }),
    createRoute({
      getParentRoute,
      path: 'sales/leased/$transactionId/details',
      component: page('LeaseDetailsPage'),
    }),
    createRoute({ getParentRoute, path: 'purchases/domains', component: page('PurchasesPage') }),
    createRoute({ getParentRoute, path: 'dashboard', component: page('DashboardPage') }),
    createRoute({ getParentRoute, path: 'account/payments', component: page('PaymentsPage') }),
    createRoute({ getParentRoute, path: 'account/taxes', component: page('TaxesPage') }),
    createRoute({ getParentRoute, path: 'account/statements', component: page('StatementsPage') }),
  ] as const
}
