import { type AnyRoute, createRoute, type SearchSchemaInput } from '@tanstack/react-router'
import type { RestoreSavedFilters } from './restore-saved-filters'
import {
  parseLeasedSearch,
  parseSalesSearch,
  readLeasedFilterState,
  readSalesFilterState,
  compactLeasedSearch,
  compactSalesSearch,
  type LeasedSearchInput,
  type SalesSearchInput,
} from '../../features/sales/sales-search'
import type { LeasedSearch, SalesSearch } from '../../features/sales/sales.queries'
import { lazyPage } from './page-catalogs'

// The URL leaves out the first page and the default sort (decision 290). The cast: the generic
// parent route hides the search type from the middleware's.
type MiddlewareContext = { search: unknown; next: (search: never) => unknown }
const compactSales = ({ search, next }: MiddlewareContext) =>
  compactSalesSearch(next(search as never) as SalesSearch) as never
const compactLeased = ({ search, next }: MiddlewareContext) =>
  compactLeasedSearch(next(search as never) as LeasedSearch) as never

const page = (name: string) => lazyPage('sales-pages', () => import('./sales-pages'), name as never)

/**
 * The money pages of spec §2 (issue 8): sales, leases, payouts, invoices, purchases, account.
 * `restoreSaved` is the router's one way of restoring saved filters (spec §2): /sales and
 * /sales/leased loaded without a query come back to the sort saved in session storage.
 */
export function createSalesRoutes<TParent extends AnyRoute>(
  parent: TParent,
  restoreSaved: RestoreSavedFilters,
) {
  const getParentRoute = () => parent
  return [
    createRoute({
      getParentRoute,
      path: 'sales',
      validateSearch: (search: SalesSearchInput & SearchSchemaInput) => parseSalesSearch(search),
      search: { middlewares: [compactSales] },
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
      search: { middlewares: [compactLeased] },
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
