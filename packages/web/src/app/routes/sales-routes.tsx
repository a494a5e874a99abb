import {
  type AnyRoute,
  createRoute,
  lazyRouteComponent,
  stripSearchParams,
  type SearchSchemaInput,
} from '@tanstack/react-router'
import {
  parseLeasedSearch,
  parseSalesSearch,
  readLeasedFilterState,
  readSalesFilterState,
  SALES_SEARCH_DEFAULTS,
  type LeasedSearchInput,
  type SalesSearchInput,
} from '../../features/sales/sales-search'

// The first page is left out of the URL (cast: the generic parent hides the search type). The
// sort's order stays even when it is that sort's default, as the default depends on the sort.
const FIRST_PAGE = { offset: 0, limit: SALES_SEARCH_DEFAULTS.limit }

const page = (name: string) => lazyRouteComponent(() => import('./sales-pages'), name as never)

/**
 * The money pages of spec §2 (issue 8): sales, leases, payouts, invoices, purchases, account.
 * `restoreSaved` is the router's one way of restoring saved filters (spec §2): /sales and
 * /sales/leased loaded without a query come back to the sort saved in session storage.
 */
export function createSalesRoutes<TParent extends AnyRoute>(
  parent: TParent,
  restoreSaved: (
    readSaved: (store: Storage) => object | null,
    location: { pathname: string; searchStr: string },
  ) => void,
) {
  const getParentRoute = () => parent
  return [
    createRoute({
      getParentRoute,
      path: 'sales',
      validateSearch: (search: SalesSearchInput & SearchSchemaInput) => parseSalesSearch(search),
      search: { middlewares: [stripSearchParams(FIRST_PAGE as never)] },
      beforeLoad: ({ location }) => restoreSaved(readSalesFilterState, location),
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
      validateSearch: (search: LeasedSearchInput & SearchSchemaInput) => parseLeasedSearch(search),
      search: { middlewares: [stripSearchParams({ offset: 0 } as never)] },
      beforeLoad: ({ location }) => restoreSaved(readLeasedFilterState, location),
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
