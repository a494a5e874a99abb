import type { QueryClient } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  notFound,
  Outlet,
  redirect,
  stripSearchParams,
  type SearchSchemaInput,
} from '@tanstack/react-router'
import {
  isPortfolioRouteView,
  parsePortfolioSearch,
  PORTFOLIO_SEARCH_DEFAULTS,
  readFilterState,
  type PortfolioRouteView,
  type PortfolioSearchInput,
} from '../features/portfolio/portfolio-search'
import { LOADER_DELAY_MS } from '@namefolio/core/constants/ui-timings'
import { createAddDomainsRoutes } from './routes/add-domains-routes'
import { createLeadsRoutes } from './routes/leads-routes'
import { createProfileRoutes } from './routes/profile-routes'
import { createIdentityRoutes } from './routes/identity-routes'
import { createSalesRoutes } from './routes/sales-routes'
import { createAccountDefaultsRoutes } from './routes/account-defaults-routes'
import { createOfferRulesRoutes } from './routes/offer-rules-routes'
import { createParkingRoutes } from './routes/parking-routes'
import { createTransactionExtrasRoutes } from './routes/transaction-extras-routes'
import { createAccountStandingRoutes } from './routes/account-standing-routes'
import { createMembershipRoutes } from './routes/membership-routes'
import { createSupportRoutes } from './routes/support-routes'
import { createWebhooksRoutes } from './routes/webhooks-routes'
import { createMarketplaceImportRoutes } from './routes/marketplace-imports-routes'
import { createPartnerRoutes } from './routes/partner-routes'
import { createAdminOpsRoutes } from './routes/admin-ops-routes'
import { createAdminConsoleRoutes } from './routes/admin-console-routes'
import { createSwitchboardRoutes } from './routes/switchboard-routes'
import { NotFoundPage } from './routes/not-found-page'
import { PageSkeleton, PortalLayout } from './routes/portal-layout'
import { lazyPage } from './routes/page-catalogs'

export type RouterContext = { queryClient: QueryClient }

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
})

/** Every page that needs a session sits under this layout (see protected-routes.ts). */
const portalRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'portal',
  component: PortalLayout,
})

const rolePage = (name: string) =>
  lazyPage('role-home-pages', () => import('./routes/role-home-pages'), name as never)

/** The role homes and the buyer's lease page (issue 13). */
const roleHomeRoutes = [
  createRoute({
    getParentRoute: () => portalRoute,
    path: 'purchases',
    component: rolePage('BuyerHomePage'),
  }),
  createRoute({
    getParentRoute: () => portalRoute,
    path: 'purchases/leases/$transactionId',
    component: rolePage('BuyerLeasePage'),
  }),
  createRoute({
    getParentRoute: () => portalRoute,
    path: 'broker',
    component: rolePage('BrokerHomePage'),
  }),
  createRoute({
    getParentRoute: () => portalRoute,
    path: 'admin',
    component: rolePage('AdminHomePage'),
  }),
] as const

/**
 * Spec §2: a portfolio route loaded without query parameters gets the filters and sort saved
 * in session storage for its view, and the URL is rewritten with them.
 */
function restoreSavedFilters(
  view: PortfolioRouteView,
  location: { pathname: string; searchStr: string; search?: unknown },
) {
  if (typeof sessionStorage === 'undefined') return
  // The parking setup flag alone (decision 541) still gets the saved filters, and stays.
  const { parkingSetup, parkingNames, ...rest } = (location.search ?? {}) as Record<string, unknown>
  if (location.searchStr !== '' && Object.keys(rest).length > 0) return
  if (location.searchStr !== '' && parkingSetup === undefined) return
  const saved = readFilterState(sessionStorage, view)
  if (saved === null) return
  const flags = parkingSetup === undefined ? {} : { parkingSetup, parkingNames }
  throw redirect({ to: location.pathname, search: { ...saved, ...flags }, replace: true })
}

/** The same for any other route that saves its state (parking, issue 17; sales, issue 15). */
function restoreSavedState(
  readSaved: (store: Storage) => object | null,
  location: { pathname: string; searchStr: string },
) {
  if (location.searchStr !== '' || typeof sessionStorage === 'undefined') return
  const saved = readSaved(sessionStorage)
  if (saved !== null) throw redirect({ to: location.pathname, search: saved, replace: true })
}

const validatePortfolioSearch = (search: PortfolioSearchInput & SearchSchemaInput) =>
  parsePortfolioSearch(search)
const portfolioPage = lazyPage(
  'portfolio-page',
  () => import('./routes/portfolio-page'),
  'PortfolioPage',
)

const portfolioRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'portfolio',
  validateSearch: validatePortfolioSearch,
  search: { middlewares: [stripSearchParams(PORTFOLIO_SEARCH_DEFAULTS)] },
  beforeLoad: ({ location }) => restoreSavedFilters('selling', location),
  component: portfolioPage,
})

/** /portfolio/{view}: parked, sold, leased, not-listed, purchases (and selling). */
const portfolioViewRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'portfolio/$view',
  validateSearch: validatePortfolioSearch,
  search: { middlewares: [stripSearchParams(PORTFOLIO_SEARCH_DEFAULTS)] },
  params: {
    parse: (params: { view: string }) => {
      if (!isPortfolioRouteView(params.view)) throw notFound()
      return { view: params.view }
    },
    stringify: (params: { view: PortfolioRouteView }) => ({ view: params.view }),
  },
  beforeLoad: ({ location, params }) => restoreSavedFilters(params.view, location),
  component: portfolioPage,
})

/** /domains: the selling view under the domains route (spec §2 "mapped from ... domains"). */
const domainsRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'domains',
  validateSearch: validatePortfolioSearch,
  search: { middlewares: [stripSearchParams(PORTFOLIO_SEARCH_DEFAULTS)] },
  beforeLoad: ({ location }) => restoreSavedFilters('selling', location),
  component: portfolioPage,
})

const domainDetailsRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'domains/$displayName/details',
  validateSearch: (search: { edit?: boolean | string } & SearchSchemaInput) =>
    search.edit === true || search.edit === 'true' ? { edit: true } : {},
  component: lazyPage(
    'domain-details-page',
    () => import('./routes/domain-details-page'),
    'DomainDetailsPage',
  ),
})

/** /domains/{domain}: the owner's page of one domain (issue 15, decision 294). */
const domainPageRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'domains/$domain',
  component: lazyPage('domain-page', () => import('./routes/domain-page'), 'DomainPageRoute'),
})

/** /editdomain/{domain} opens the domain's details in edit mode. */
const editDomainRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'editdomain/$domain',
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/domains/$displayName/details',
      params: { displayName: params.domain },
      search: { edit: true },
      replace: true,
    })
  },
})

const accountNotificationsRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'account/notifications',
  component: lazyPage(
    'account-notifications-page',
    () => import('./routes/account-notifications-page'),
    'AccountNotificationsPage',
  ),
})

const accountPrivacyRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'account/privacy',
  component: lazyPage(
    'account-privacy-page',
    () => import('./routes/account-privacy-page'),
    'AccountPrivacyPage',
  ),
})

const leadsRoutes = createLeadsRoutes(portalRoute)

const profileRoutes = createProfileRoutes(portalRoute)

const addDomainsRoutes = createAddDomainsRoutes(portalRoute)

const identityRoutes = createIdentityRoutes(portalRoute)

const salesRoutes = createSalesRoutes(portalRoute, restoreSavedState)

const parkingRoutes = createParkingRoutes(portalRoute, restoreSavedState)

const accountDefaultsRoutes = createAccountDefaultsRoutes(portalRoute)

export const routeTree = rootRoute.addChildren([
  portalRoute.addChildren([
    portfolioRoute,
    portfolioViewRoute,
    domainsRoute,
    domainDetailsRoute,
    domainPageRoute,
    editDomainRoute,
    ...profileRoutes,
    accountNotificationsRoute,
    accountPrivacyRoute,
    ...identityRoutes,
    ...leadsRoutes,
    ...addDomainsRoutes,
    ...salesRoutes,
    ...parkingRoutes,
    ...accountDefaultsRoutes,
    ...createOfferRulesRoutes(portalRoute),
    ...createTransactionExtrasRoutes(portalRoute),
    ...createAccountStandingRoutes(portalRoute),
    ...createMembershipRoutes(portalRoute),
    ...createSupportRoutes(portalRoute),
    ...createWebhooksRoutes(portalRoute),
    ...createMarketplaceImportRoutes(portalRoute),
    ...createPartnerRoutes(portalRoute),
    ...createAdminOpsRoutes(portalRoute),
    ...createAdminConsoleRoutes(portalRoute),
    ...createSwitchboardRoutes(portalRoute),
    ...roleHomeRoutes,
  ]),
])

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders appear only after 200 ms (spec §9).
    defaultPendingMs: LOADER_DELAY_MS,
    defaultPendingComponent: PageSkeleton,
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
