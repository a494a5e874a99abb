import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router'

/** Webhooks (issue 24): one page under the portal layout, added by router.tsx. */
export function createWebhooksRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: 'account/webhooks',
      component: lazyRouteComponent(() => import('./webhooks-pages'), 'WebhooksPage'),
    }),
  ] as const
}
