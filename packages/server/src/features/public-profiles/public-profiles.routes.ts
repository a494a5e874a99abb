import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { isReservedUsername } from '@namefolio/core/routing/route-names'
import type { PublicReads } from '../../http/read-your-writes.ts'
import { sendHtml } from '../../public/public-http.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import {
  PROFILE_PAGE_SIZE,
  renderListingsPage,
  renderNoProfile,
  renderProfilePage,
} from './public-profiles.pages.ts'
import { typicalResponseTime } from '@namefolio/core/account/profile'
import {
  countCompletedSales,
  findSellerByUsername,
  firstReplyDelays,
  listSellerListings,
} from './public-profiles.repository.ts'

const USERNAME = /^[a-z0-9][a-z0-9._-]{1,63}$/i
const UsernameParamsSchema = z.object({ username: z.string().min(1).max(100) })
/** `/{username}` validates in its handler, so a bad or empty name is the not-found page. */
const TopLevelParamsSchema = z.object({ username: z.string().max(100) })
const ListingsQuerySchema = z.object({
  q: z.string().trim().max(100).optional().default(''),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
})
const PROFILE_CACHE = 'public, max-age=0, s-maxage=120'

/**
 * Public profiles (spec §2): `/profile/{username}`, `/listings/{username}` and `/{username}`.
 * Hidden domains never show; a PRIVATE profile answers 404, an ANONYMOUS one hides the
 * seller's name (decision 503). `/{username}` gives way to the portal's own routes: a
 * reserved name or a name without a seller falls through to the not-found handler.
 */
export function registerPublicProfileRoutes(
  app: ZodApp,
  deps: { publicReads: PublicReads; publicUrl: string },
): void {
  async function profile(
    request: FastifyRequest,
    reply: FastifyReply,
    username: string,
    fallThrough: boolean,
  ) {
    // Lag-tolerant: the replica when there is one, unless the visitor just wrote (decision 1302).
    const read = deps.publicReads(request)
    const seller = USERNAME.test(username)
      ? await read((db) => findSellerByUsername(db, username))
      : null
    const isSeller = seller?.roles.includes('seller') ?? false
    if (!seller || !isSeller || seller.profileVisibility === 'PRIVATE') {
      if (fallThrough) return reply.callNotFound()
      return sendHtml(request, reply, renderNoProfile(username.slice(0, 64)), {
        status: 404,
        cacheControl: 'no-cache',
      })
    }
    const [featured, recent, salesCount, delays] = await read((db) =>
      Promise.all([
        listSellerListings(db, seller.id, { q: '', offset: 0, limit: 12, featuredOnly: true }),
        listSellerListings(db, seller.id, { q: '', offset: 0, limit: 12 }),
        seller.showSalesCount ? countCompletedSales(db, seller.id) : null,
        seller.showResponseTime ? firstReplyDelays(db, seller.id) : null,
      ]),
    )
    return sendHtml(
      request,
      reply,
      renderProfilePage({
        seller,
        featured: featured.items,
        recent: recent.items,
        total: recent.total,
        facts: { salesCount, responseTime: delays === null ? null : typicalResponseTime(delays) },
        canonicalUrl: `${deps.publicUrl}/profile/${seller.username}`,
      }),
      { cacheControl: PROFILE_CACHE },
    )
  }

  app.get(
    '/profile/:username',
    { schema: { hide: true, params: UsernameParamsSchema } },
    async (request, reply) => profile(request, reply, request.params.username, false),
  )

  app.get(
    '/:username',
    { schema: { hide: true, params: TopLevelParamsSchema } },
    async (request, reply) => {
      const { username } = request.params
      if (isReservedUsername(username) || !USERNAME.test(username)) return reply.callNotFound()
      return profile(request, reply, username, true)
    },
  )

  app.get(
    '/listings/:username',
    { schema: { hide: true, params: UsernameParamsSchema, querystring: ListingsQuerySchema } },
    async (request, reply) => {
      const { username } = request.params
      const read = deps.publicReads(request)
      const seller = USERNAME.test(username)
        ? await read((db) => findSellerByUsername(db, username))
        : null
      if (!seller || !seller.roles.includes('seller') || seller.profileVisibility === 'PRIVATE') {
        return sendHtml(request, reply, renderNoProfile(username.slice(0, 64)), { status: 404 })
      }
      const { q, page } = request.query
      const result = await read((db) =>
        listSellerListings(db, seller.id, {
          q,
          offset: (page - 1) * PROFILE_PAGE_SIZE,
          limit: PROFILE_PAGE_SIZE,
        }),
      )
      return sendHtml(
        request,
        reply,
        renderListingsPage({
          seller,
          items: result.items,
          total: result.total,
          q,
          page,
          canonicalUrl: `${deps.publicUrl}/listings/${seller.username}`,
        }),
        { cacheControl: PROFILE_CACHE },
      )
    },
  )
}
