import type { FastifyInstance } from 'fastify'
import type { AppMetrics } from './app-metrics.ts'

/** The route label of a request no route matched: one value, whatever the URL was. */
export const UNMATCHED_ROUTE = 'unmatched'

/**
 * Counts every answered request by its route TEMPLATE (`/api/v2/domains/:domainName`), never
 * the raw URL: a label per URL would grow the series without bound (decision 1295).
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest({
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    })
  })
}
