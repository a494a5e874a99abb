import fastifyApiReference from '@scalar/fastify-api-reference'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { FILTER_MAX } from '@namefolio/core/constants/list-limits'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@namefolio/core/pagination/pagination.contract'
import { API_TOKEN_PREFIX } from '../../auth/api-tokens.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { etagOf, sendHtml } from '../../public/public-http.ts'
import {
  REFERENCE_SETTINGS_JS,
  REFERENCE_SETTINGS_SCRIPT,
  RENDERER_PREFIX,
  RENDERER_SCRIPT,
  renderApiReferencePage,
} from './api-reference-page.ts'
import { developerIndexBody, renderDeveloperPage } from './developer-pages.ts'
import {
  GUIDES,
  expandPlaceholders,
  markdownToHtml,
  readDocsFile,
  type GuideValues,
} from './guide-catalog.ts'
import {
  accountLimitsTable,
  errorCodesTable,
  idempotentEndpointsTable,
  routeLimitsTable,
  scopesTable,
} from './guide-tables.ts'
import { collectRouteLimits } from './route-limits.ts'
import { webhookEventsList } from './webhook-events-list.ts'

const DOCS_CACHE = 'public, max-age=300, stale-while-revalidate=3600'
/**
 * The renderer's bundle has no version in its path; a week in caches, revalidated after. The
 * page asks for it with the package version as a query, so an upgrade is fetched at once.
 */
const RENDERER_CACHE = 'public, max-age=604800'
const RENDERER_VERSION = '1.76.3'

type Page = { body: string; etag: string }
const page = (body: string): Page => ({ body, etag: etagOf(body) })

/**
 * The public developer documentation (issue 24): guides at /developers, rendered from
 * docs/api/*.md with tables generated from the code (decision 1120), and the API reference at
 * /api/docs (decision 1121). Public in every environment: it is documentation.
 */
export async function registerApiDocsRoutes(
  app: ZodApp,
  deps: { publicUrl: string },
): Promise<void> {
  // Register before the features: this sees the rate limits of every route added after it.
  const routeLimits = collectRouteLimits(app)
  // The plugin brings the renderer's bundle; its own page inlines a script (refused by our
  // CSP), so only the bundle is answered and our page at /api/docs loads it.
  await app.register(fastifyApiReference, {
    routePrefix: RENDERER_PREFIX,
    configuration: { url: '/api/openapi.json' },
    logLevel: 'warn',
    hooks: {
      onRequest: async (request, reply) => {
        if (request.url.split('?')[0] !== RENDERER_SCRIPT) return reply.callNotFound()
        reply.header('cache-control', RENDERER_CACHE)
      },
    },
  })

  const reference = page(
    renderApiReferencePage().replace(RENDERER_SCRIPT, `${RENDERER_SCRIPT}?v=${RENDERER_VERSION}`),
  )
  const sendReference = (request: FastifyRequest, reply: FastifyReply) => {
    return sendHtml(request, reply, reference.body, {
      etag: reference.etag,
      cacheControl: DOCS_CACHE,
    })
  }
  app.get('/api/docs', { schema: { hide: true } }, sendReference)
  app.get('/api/docs/', { schema: { hide: true } }, sendReference)
  app.get(REFERENCE_SETTINGS_SCRIPT, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', DOCS_CACHE)
      .send(REFERENCE_SETTINGS_JS),
  )

  // Rendered on first view, once every route (and so every rate limit) is registered.
  let pages: Map<string, Page> | null = null
  const renderAll = async (): Promise<Map<string, Page>> => {
    const values: GuideValues = {
      'value:token-prefix': API_TOKEN_PREFIX,
      'value:default-page-size': String(DEFAULT_PAGE_SIZE),
      'value:max-page-size': String(MAX_PAGE_SIZE),
      'value:filter-max': FILTER_MAX.toLocaleString('en-US'),
      'table:error-codes': errorCodesTable(),
      'table:scopes': scopesTable(Object.keys(app.swagger().paths ?? {})),
      'table:idempotent-endpoints': idempotentEndpointsTable(),
      'table:rate-limits': routeLimitsTable(routeLimits),
      'table:account-limits': accountLimitsTable(app.accountLimits),
      'list:webhook-events': webhookEventsList(),
    }
    const render = (file: string) => markdownToHtml(expandPlaceholders(readDocsFile(file), values))
    const rendered = new Map<string, Page>()
    rendered.set(
      '/developers',
      page(
        renderDeveloperPage({
          title: 'Developers',
          description: 'The Namefolio API: guides, reference and changelog.',
          canonicalUrl: `${deps.publicUrl}/developers`,
          current: 'index',
          before: developerIndexBody(),
          documentHtml: render('overview.md'),
        }),
      ),
    )
    for (const guide of GUIDES) {
      const path = `/developers/${guide.slug}`
      rendered.set(
        path,
        page(
          renderDeveloperPage({
            title: guide.title,
            description: guide.summary,
            canonicalUrl: `${deps.publicUrl}${path}`,
            current: guide.slug,
            documentHtml: render(`guides/${guide.slug}.md`),
          }),
        ),
      )
    }
    rendered.set(
      '/developers/changelog',
      page(
        renderDeveloperPage({
          title: 'API changelog',
          description: 'What changed in the Namefolio API, newest first.',
          canonicalUrl: `${deps.publicUrl}/developers/changelog`,
          current: 'changelog',
          documentHtml: render('CHANGELOG.md'),
        }),
      ),
    )
    return rendered
  }

  const paths = [
    '/developers',
    ...GUIDES.map((g) => `/developers/${g.slug}`),
    '/developers/changelog',
  ]
  for (const path of paths) {
    app.get(path, { schema: { hide: true } }, async (request, reply) => {
      pages ??= await renderAll()
      const rendered = pages.get(path)
      if (!rendered) return reply.callNotFound()
      return sendHtml(request, reply, rendered.body, {
        etag: rendered.etag,
        cacheControl: DOCS_CACHE,
      })
    })
  }
}
