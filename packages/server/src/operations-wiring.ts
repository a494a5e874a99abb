import type { FastifyInstance } from 'fastify'
import type { Env } from './config/env.ts'
import type { Database } from './db/client.ts'
import { readCommittedMigrations } from './db/migration-journal.ts'
import { registerHealthRoutes } from './features/health/health.routes.ts'
import { createAppMetrics, type AppMetrics } from './features/metrics/app-metrics.ts'
import { countJobsByQueueAndState } from './features/metrics/job-counts.repository.ts'
import {
  metricsAccessOf,
  registerMetricsRoutes,
  scrapeRegistry,
} from './features/metrics/metrics.routes.ts'
import { registerRequestMetrics } from './features/metrics/request-metrics.ts'

export type ScrapeMetrics = typeof scrapeRegistry

/**
 * Operations (issue 23): request, pool, job and lander-cache metrics, counted from the first
 * hook on (decision 1295).
 */
export function createOperationsMetrics(app: FastifyInstance, database: Database): AppMetrics {
  const metrics = createAppMetrics({
    pools: [
      { name: 'primary', counts: () => database.pool },
      { name: 'replica', counts: () => database.replicaPool },
    ],
    countJobs: () => countJobsByQueueAndState(database.db),
  })
  registerRequestMetrics(app, metrics)
  return metrics
}

/** Health (liveness, readiness: decision 1296) and /metrics (a cluster worker asks its primary). */
export function registerOperationsRoutes(
  app: FastifyInstance,
  deps: {
    env: Env
    database: Database
    version: string
    metrics: AppMetrics
    scrapeMetrics: ScrapeMetrics | undefined
  },
): void {
  registerHealthRoutes(app, {
    database: deps.database,
    version: deps.version,
    committedMigrations: readCommittedMigrations(),
  })
  registerMetricsRoutes(app, {
    access: metricsAccessOf(deps.env),
    scrape: (deps.scrapeMetrics ?? scrapeRegistry)(deps.metrics.registry),
  })
}
