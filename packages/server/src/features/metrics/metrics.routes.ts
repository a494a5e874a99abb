import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Registry } from 'prom-client'
import { AppError } from '../../http/app-error.ts'

/** The scrape's answer: this process's registry, or in a cluster every worker's (decision 1298). */
export type MetricsScrape = () => Promise<{ contentType: string; text: string }>

/** The scrape of one process: its own registry. */
export function scrapeRegistry(registry: Registry): MetricsScrape {
  return async () => ({ contentType: registry.contentType, text: await registry.metrics() })
}

/**
 * Who may read /metrics (decision 1295): with METRICS_TOKEN set, whoever sends it as a bearer
 * token; without it, anyone in development and test, and nobody in staging and production (no
 * route: 404), where the route names, pools and queues are not for the public.
 */
export type MetricsAccess = { kind: 'open' } | { kind: 'token'; token: string } | { kind: 'none' }

export function metricsAccessOf(env: {
  metricsToken: string | null
  hasDevConveniences: boolean
}): MetricsAccess {
  if (env.metricsToken) return { kind: 'token', token: env.metricsToken }
  return env.hasDevConveniences ? { kind: 'open' } : { kind: 'none' }
}

function bearerTokenMatches(header: string | undefined, token: string): boolean {
  const sent = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '')
  const expected = Buffer.from(token)
  return sent.length === expected.length && timingSafeEqual(sent, expected)
}

export function registerMetricsRoutes(
  app: FastifyInstance,
  deps: { access: MetricsAccess; scrape: MetricsScrape },
): void {
  const { access } = deps
  if (access.kind === 'none') return
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (
      access.kind === 'token' &&
      !bearerTokenMatches(request.headers.authorization, access.token)
    ) {
      reply.header('www-authenticate', 'Bearer')
      throw new AppError('UNAUTHENTICATED', 'Send the metrics token as a bearer token.')
    }
    const { contentType, text } = await deps.scrape()
    return reply.header('cache-control', 'no-store').type(contentType).send(text)
  })
}
