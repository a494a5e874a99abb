import { z } from 'zod'
import { html } from '../../public/page-document.ts'
import { etagOf, sendHtml } from '../../public/public-http.ts'
import { renderPublicPage } from '../../public/public-layout.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { LEGAL_PAGES, MARKETING_PAGES, type MarketingPage } from './marketing.pages.ts'

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
    })
    return { body, etag: etagOf(body) }
  }

  for (const [path, page] of Object.entries(MARKETING_PAGES)) {
    const rendered = render(path, page)
    app.get(path, { schema: { hide: true } }, async (request, reply) =>
      sendHtml(request, reply, rendered.body, {
        etag: rendered.etag,
        cacheControl: STATIC_PAGE_CACHE,
      }),
    )
  }

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
      return sendHtml(request, reply, page.body, {
        etag: page.etag,
        cacheControl: STATIC_PAGE_CACHE,
      })
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
