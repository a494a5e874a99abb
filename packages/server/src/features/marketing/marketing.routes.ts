import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { html } from '../../public/page-document.ts'
import { etagOf, sendHtml } from '../../public/public-http.ts'
import { renderPublicPage } from '../../public/public-layout.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { LEGAL_PAGES } from './legal.pages.ts'
import { LeaseCalculatorQuerySchema, readLeaseCalculator } from './lease-calculator.ts'
import { MARKETING_STYLES } from './marketing-blocks.ts'
import { MARKETING_SCREEN_FILES } from './marketing-screens.ts'
import { leaseToOwnPage, MARKETING_PAGES, type MarketingPage } from './marketing.pages.ts'

const STATIC_PAGE_CACHE = 'public, max-age=300, stale-while-revalidate=3600'

/**
 * Marketing pages and legal agreements (spec §2), server-rendered once at start (their
 * content only changes with a deploy), and robots.txt. `/domain-search` is the search page.
 */
export function registerMarketingRoutes(app: ZodApp, deps: { publicUrl: string }): void {
  const render = (path: string, page: MarketingPage) => {
    const body = renderPublicPage({
      title: page.title,
      meta: { description: page.description, canonicalUrl: `${deps.publicUrl}${path}` },
      body: page.body,
      styles: MARKETING_STYLES,
    })
    return { body, etag: etagOf(body) }
  }
  /** A page rendered at start, answered with its etag. */
  const sendStatic = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: { body: string; etag: string },
  ) => sendHtml(request, reply, page.body, { etag: page.etag, cacheControl: STATIC_PAGE_CACHE })

  for (const [path, page] of Object.entries(MARKETING_PAGES)) {
    if (path === '/lease-to-own') continue
    const rendered = render(path, page)
    app.get(path, { schema: { hide: true } }, async (request, reply) =>
      sendStatic(request, reply, rendered),
    )
  }

  // Lease to own carries the calculator: a query is answered by core's lease quote.
  const leaseToOwn = render('/lease-to-own', leaseToOwnPage(null))
  app.get(
    '/lease-to-own',
    { schema: { hide: true, querystring: LeaseCalculatorQuerySchema } },
    async (request, reply) => {
      const calculation = readLeaseCalculator(request.query)
      if (!calculation) return sendStatic(request, reply, leaseToOwn)
      return sendHtml(request, reply, render('/lease-to-own', leaseToOwnPage(calculation)).body, {
        status: calculation.error ? 400 : 200,
        cacheControl: STATIC_PAGE_CACHE,
      })
    },
  )

  app.get(
    '/static/marketing/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(80) }) } },
    async (request, reply) => {
      const bytes = MARKETING_SCREEN_FILES.get(request.params.file)
      if (!bytes) return reply.callNotFound()
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes)
    },
  )

  const legal = new Map(
    Object.entries(LEGAL_PAGES).map(([slug, page]) => [
      slug,
      render(`/legal/agreements/${slug}`, page),
    ]),
  )
  const index = renderPublicPage({
    title: 'Legal agreements',
    meta: { canonicalUrl: `${deps.publicUrl}/legal/agreements` },
    body: html`<div className="prose"><h1>Legal agreements</h1><ul>
      ${Object.entries(LEGAL_PAGES).map(
        ([slug, page]) =>
          html`<li key=${slug}><a href=${`/legal/agreements/${slug}`}>${page.title}</a></li>`,
      )}
    </ul></div>`,
  })
  app.get('/legal/agreements', { schema: { hide: true } }, async (request, reply) =>
    sendHtml(request, reply, index, { cacheControl: STATIC_PAGE_CACHE }),
  )
  app.get(
    '/legal/agreements/:document',
    { schema: { hide: true, params: z.object({ document: z.string().max(60) }) } },
    async (request, reply) => {
      const page = legal.get(request.params.document)
      if (!page) return reply.callNotFound()
      return sendStatic(request, reply, page)
    },
  )

  const robots = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /lander/*/offer',
    'Disallow: /lander/*/click/',
    'Disallow: /search?*bulkSearch',
    'Allow: /',
    `Sitemap: ${deps.publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  )
}
