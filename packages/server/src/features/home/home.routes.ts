import type { FastifyReply, FastifyRequest } from 'fastify'
import { LEASE_BUY_NOW_MAX_USD, LEASE_BUY_NOW_MIN_USD } from '@namefolio/core/constants/price-rules'
import { microsToUsd } from '@namefolio/core/money/money'
import { homePathFor } from '@namefolio/core/routing/role-home'
import type { PublicReads } from '../../http/read-your-writes.ts'
import { sendHtml } from '../../public/public-http.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { renderHomePage, type FeaturedListing } from './home.pages.ts'
import { listFeaturedListings, type FeaturedListingRow } from './home.repository.ts'

/** The role a person chose in the portal's role switch (set by the web app). */
export const PREFERRED_ROLE_COOKIE = 'nf_role'
const FEATURED_COUNT = 8
/**
 * Fresh listings within a minute in shared caches; `Vary: Cookie` keeps a signed-in
 * person's redirect and a visitor's page apart.
 */
const HOME_CACHE = 'public, max-age=0, s-maxage=60'

function toFeatured(row: FeaturedListingRow): FeaturedListing {
  const buyNowMicros = Number(row.buynow_price_micros)
  const usd = microsToUsd(buyNowMicros)
  return {
    name: row.name,
    buyNowMicros,
    isLeaseable:
      (row.leasing_enabled || row.lander_template === 'LEASE_TO_OWN') &&
      usd >= LEASE_BUY_NOW_MIN_USD &&
      usd <= LEASE_BUY_NOW_MAX_USD,
  }
}

/**
 * The home page at `/` (issue 13): visitors get the server-rendered page; a signed-in
 * person goes to their own home in the portal, the role they switched to if they did.
 */
export function registerHomeRoutes(
  app: ZodApp,
  deps: { publicReads: PublicReads; publicUrl: string },
): void {
  app.get('/', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('vary', 'cookie')
    const user = request.auth?.user
    if (user) {
      const home = homePathFor(user.roles, request.cookies[PREFERRED_ROLE_COOKIE] ?? null)
      return reply.header('cache-control', 'private, no-store').redirect(home, 303)
    }
    const rows = await deps.publicReads(request)((db) => listFeaturedListings(db, FEATURED_COUNT))
    return sendHtml(
      request,
      reply,
      renderHomePage({ featured: rows.map(toFeatured), canonicalUrl: `${deps.publicUrl}/` }),
      { cacheControl: HOME_CACHE },
    )
  })
}
