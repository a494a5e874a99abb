import cluster from 'node:cluster'
import type { Env } from '../config/env.ts'
import { openDatabaseOrRefuse, serveApp, type ServingApp } from '../server-start.ts'
import { scrapeThroughPrimary } from './cluster-metrics.ts'

/**
 * The argument our primary starts its workers with: a process forked by another cluster manager
 * (pm2's cluster mode) is a node:cluster worker too, but must start as a whole server.
 */
export const WORKER_ARGUMENT = '--namefolio-cluster-worker'

/** Whether this process is a worker our own primary forked. */
export function isOurClusterWorker(): boolean {
  return cluster.isWorker && process.argv.includes(WORKER_ARGUMENT)
}

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
