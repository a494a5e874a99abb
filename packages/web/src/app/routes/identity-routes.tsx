import { createRoute, type AnyRoute } from '@tanstack/react-router'
import { lazyPage } from './page-catalogs'

/** The identity pages of the portal (issue 9), added under the portal layout by router.tsx. */
export function createIdentityRoutes(portalRoute: AnyRoute) {
  const security = createRoute({
    getParentRoute: () => portalRoute,
    path: 'account/security',
    component: lazyPage(
      'account-security-page',
      () => import('./account-security-page'),
      'AccountSecurityPage',
    ),
  })
  const oauth = createRoute({
    getParentRoute: () => portalRoute,
    path: 'account/oauth',
    component: lazyPage(
      'account-security-page',
      () => import('./account-security-page'),
      'AccountOAuthPage',
    ),
  })
  const authorize = createRoute({
    getParentRoute: () => portalRoute,
    path: 'account/oauth/authorize',
    // Every parameter stays a string as the app sent it (state may look like a number).
    validateSearch: (search: Record<string, unknown>): Record<string, string> =>
      Object.fromEntries(
        Object.entries(search).map(([key, value]) => [
          key,
          typeof value === 'string' ? value : JSON.stringify(value),
        ]),
      ),
    component: lazyPage(
      'account-security-page',
      () => import('./account-security-page'),
      'AccountOAuthAuthorizePage',
    ),
  })
  const federate = createRoute({
    getParentRoute: () => portalRoute,
    path: 'account/federate',
    validateSearch: (search: Record<string, unknown>): { linked?: string } =>
      typeof search.linked === 'string' ? { linked: search.linked } : {},
    component: lazyPage(
      'account-security-page',
      () => import('./account-security-page'),
      'AccountFederatePage',
    ),
  })
  return [security, oauth, authorize, federate] as const
}
