import type { Env } from '../config/env.ts'
import { openDatabaseOrRefuse, serveApp, type ServingApp } from '../server-start.ts'
import { scrapeThroughPrimary } from './cluster-metrics.ts'

/** What the primary sends each worker on SIGTERM or SIGINT. */
export const SHUTDOWN_MESSAGE = 'namefolio:shutdown'

/**
 * One worker of the cluster (decision 1297): today's start without the preparation the primary
 * did once (migrations, demo check, seed) and without the banner. The primary's shutdown
 * message, even one that arrives while the worker is still starting, shuts it down gracefully.
 */
export async function runClusterWorker(env: Env): Promise<void> {
  let serving: ServingApp | null = null
  let isShutdownAsked = false
  process.on('message', (message: unknown) => {
    if (message !== SHUTDOWN_MESSAGE) return
    isShutdownAsked = true
    serving?.shutdown('cluster shutdown')
  })
  const database = await openDatabaseOrRefuse(env)
  serving = await serveApp(env, database, { scrapeMetrics: scrapeThroughPrimary })
  if (isShutdownAsked) serving.shutdown('cluster shutdown')
}
