import { createRoute, type AnyRoute } from '@tanstack/react-router'
import { lazyPage } from './page-catalogs'

/** Webhooks (issue 24): one page under the portal layout, added by router.tsx. */
export function createWebhooksRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: 'account/webhooks',
      component: lazyPage('webhooks-pages', () => import('./webhooks-pages'), 'WebhooksPage'),
    }),
  ] as const
}
