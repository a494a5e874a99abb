import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { BULK_SEARCH_CAP } from '@namefolio/core/constants/list-limits'
import {
  MarketplaceQuerySchema,
  splitKeywords,
  type MarketplaceQuery,
} from '@namefolio/core/search/marketplace-search.contract'
import { marketplaceSearchEndpoints } from '@namefolio/core/search/marketplace-search.endpoints'
import { marketplaceSearchSchemas } from '@namefolio/core/search/marketplace-search.schemas'
import { AppError } from '../../http/app-error.ts'
import type { PublicReads } from '../../http/read-your-writes.ts'
import { MARKETING_LINKS } from '../../public/marketing-links.ts'
import { html } from '../../public/page-document.ts'
import { sendHtml } from '../../public/public-http.ts'
import type { Visitor } from '../../public/public-event.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { countListed, listSitemapNames } from './marketplace-search.repository.ts'
import {
  renderBulkSearchPage,
  renderSearchBusyPage,
  renderSearchPage,
} from './marketplace-search.pages.ts'
import { SEARCH_RETRY_AFTER_SECONDS } from './search-capacity.ts'
import type { MarketplaceSearch } from './marketplace-search.service.ts'
import { isBulkSearchOn, requireBulkSearch } from './bulk-search-gate.ts'

const SITEMAP_PAGE_SIZE = 50_000
/** Search pages change as listings change: a minute in shared caches, revalidated after. */
const SEARCH_CACHE = 'public, max-age=0, s-maxage=60'
const SEARCH_RATE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } }
const BULK_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } }

function visitorOf(request: FastifyRequest): Visitor {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }
}

const PAGES = {
  '/search': {
    heading: 'Find your domain',
    intro: html`<p className="lead">
      Search every name listed on Namefolio. Buy it now, lease it to own, or make an offer.
    </p>`,
  },
  '/domain-search': {
    heading: 'Domain search',
    intro: html`<p className="lead">
      A good name is short, easy to say and already yours to build on. Search by keyword, set
      your budget, and filter to names you can lease to own from a monthly payment.
    </p>`,
  },
  '/forsale': {
    heading: 'Domains for sale',
    intro: html`<p className="lead">Every listed domain on Namefolio, newest first.</p>`,
  },
} as const

/**
 * A search page, or, when search is saturated or too slow (decision 920), a small page that
 * says so with 503 and Retry-After: a person sees when to try again, a crawler backs off.
 */
async function answerSearchPage(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: () => Promise<FastifyReply>,
): Promise<FastifyReply> {
  try {
    return await answer()
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'SERVICE_BUSY') throw error
    const seconds = error.retryAfterSeconds ?? SEARCH_RETRY_AFTER_SECONDS
    reply.header('retry-after', String(seconds))
    return sendHtml(request, reply, renderSearchBusyPage(seconds, request.url), {
      cacheControl: 'no-store',
      status: 503,
    })
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

export function registerMarketplaceSearchRoutes(
  app: ZodApp,
  deps: { publicReads: PublicReads; search: MarketplaceSearch; publicUrl: string },
): void {
  for (const [path, copy] of Object.entries(PAGES)) {
    app.get(
      path,
      { schema: { hide: true, querystring: MarketplaceQuerySchema }, config: SEARCH_RATE_LIMIT },
      (request, reply) =>
        answerSearchPage(request, reply, async () => {
          const query: MarketplaceQuery =
            path === '/forsale' && !request.query.q && request.query.sort === 'relevance'
              ? { ...request.query, sort: 'newest' }
              : request.query
          if (query.bulkSearch !== undefined || query.keywords !== undefined) {
            const keywords = splitKeywords(query.keywords ?? '')
            const isOn = await isBulkSearchOn(request, deps.publicReads(request))
            const error = !isOn
              ? 'Bulk search is not available for your account.'
              : keywords.length > BULK_SEARCH_CAP
                ? `Search at most ${BULK_SEARCH_CAP} keywords at once; you entered ${keywords.length}.`
                : null
            const result =
              keywords.length && !error
                ? await deps.search.bulkSearch(
                    keywords,
                    visitorOf(request),
                    deps.publicReads(request),
                  )
                : null
            return sendHtml(
              request,
              reply,
              renderBulkSearchPage({ keywordsText: query.keywords ?? '', result, error }),
              { cacheControl: 'no-store', status: !isOn ? 403 : error ? 400 : 200 },
            )
          }
          const result = await deps.search.search(
            query,
            visitorOf(request),
            deps.publicReads(request),
          )
          const canonical = new URL(`${deps.publicUrl}${path}`)
          if (query.q) canonical.searchParams.set('q', query.q)
          return sendHtml(
            request,
            reply,
            renderSearchPage({
              path,
              heading: copy.heading,
              intro: copy.intro,
              query,
              result,
              canonicalUrl: canonical.toString(),
            }),
            { cacheControl: SEARCH_CACHE },
          )
        }),
    )
  }

  serveEndpoint(
    app,
    marketplaceSearchEndpoints.bulkSearch,
    {
      tags: ['marketplace'],
      summary: 'Bulk search of listed domains (spec §7; at most 500 keywords, 1000 keys)',
      schemas: marketplaceSearchSchemas.bulkSearch,
      // A read sent as a POST: no read-after cookie for it (decision 1301).
      config: { ...BULK_RATE_LIMIT, isOwnWrite: false },
    },
    async (request) => {
      await requireBulkSearch(request, deps.publicReads(request))
      const keywords = [...new Set([...request.body.keywords, ...(request.body.bulkSearch ?? [])])]
      return deps.search.bulkSearch(
        keywords.slice(0, BULK_SEARCH_CAP),
        visitorOf(request),
        deps.publicReads(request),
      )
    },
  )

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const listed = await deps.publicReads(request)((db) => countListed(db))
    const files = Math.max(1, Math.ceil(listed / SITEMAP_PAGE_SIZE))
    const body = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>${escapeXml(`${deps.publicUrl}/sitemap-pages.xml`)}</loc></sitemap>
${Array.from({ length: files }, (_, i) => `<sitemap><loc>${escapeXml(`${deps.publicUrl}/sitemap-listings-${i + 1}.xml`)}</loc></sitemap>`).join('\n')}
</sitemapindex>`
    return reply.type('application/xml').header('cache-control', 'public, max-age=3600').send(body)
  })

  app.get('/sitemap-pages.xml', { schema: { hide: true } }, async (_request, reply) => {
    const pages = [
      '/',
      '/search',
      '/domain-search',
      '/forsale',
      ...MARKETING_LINKS.map(([path]) => path),
    ]
    const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${pages.map((p) => `<url><loc>${escapeXml(`${deps.publicUrl}${p}`)}</loc></url>`).join('\n')}
</urlset>`
    return reply.type('application/xml').header('cache-control', 'public, max-age=3600').send(body)
  })

  app.get(
    '/sitemap-listings-:page.xml',
    {
      schema: { hide: true, params: z.object({ page: z.coerce.number().int().min(1).max(1000) }) },
    },
    async (request, reply) => {
      const rows = await deps.publicReads(request)((db) =>
        listSitemapNames(db, request.params.page, SITEMAP_PAGE_SIZE),
      )
      const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${rows.map((r) => `<url><loc>${escapeXml(`${deps.publicUrl}/lander/${r.name}`)}</loc><lastmod>${new Date(r.updated_at).toISOString()}</lastmod></url>`).join('\n')}
</urlset>`
      return reply
        .type('application/xml')
        .header('cache-control', 'public, max-age=3600')
        .send(body)
    },
  )
}
