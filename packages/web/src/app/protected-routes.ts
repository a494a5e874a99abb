import { isPortalRoute, PORTAL_ROUTE_PATTERNS } from '@namefolio/core/routing/route-names'

/**
 * The portal routes that need a session: the one list in core that the server's page
 * fallback and this gate share (DESIGN.md §5). Every route under the portal layout is on it;
 * the not-found page is not.
 */
export const PROTECTED_ROUTE_PATHS = PORTAL_ROUTE_PATTERNS
export type ProtectedRoutePath = (typeof PORTAL_ROUTE_PATTERNS)[number]

export function isProtectedRoutePath(pathname: string): boolean {
  return isPortalRoute(pathname)
}
