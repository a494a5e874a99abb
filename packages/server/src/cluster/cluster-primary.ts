import cluster, { type Worker } from 'node:cluster'
import { pino } from 'pino'
import type { Env } from '../config/env.ts'
import { prepareDatabase, printBanner } from '../server-start.ts'
import { serveClusterMetrics } from './cluster-metrics.ts'
import { SHUTDOWN_MESSAGE, WORKER_ARGUMENT } from './cluster-worker.ts'
import { restartDelayMs } from './restart-delay.ts'

/**
 * The primary of a cluster of workers on one machine (decision 1297). It serves nothing
 * itself: it migrates and seeds once (then closes its connection), forks `WEB_CONCURRENCY`
 * workers that share the port, replaces a worker that dies (after a growing pause when they keep
 * dying), and on SIGTERM or SIGINT asks every worker to finish its requests, waits, exits 0.
 */
export async function runClusterPrimary(env: Env): Promise<void> {
  const log = pino({ level: env.logLevel }).child({ role: 'cluster-primary' })
  const { database, seeded } = await prepareDatabase(env)
  await database.close()

  const alive = new Set<Worker>()
  const listening = new Set<Worker>()
  const recentDeaths: number[] = []
  const pendingRestarts = new Set<NodeJS.Timeout>()
  let isShuttingDown = false
  let hasPrintedBanner = false
  let hasWorkerFailedShutdown = false
  cluster.setupPrimary({ args: [...process.argv.slice(2), WORKER_ARGUMENT] })
  const fork = () => alive.add(cluster.fork())

  serveClusterMetrics(() => [...listening].filter((worker) => worker.isConnected()))

  cluster.on('listening', (worker) => {
    listening.add(worker)
    log.info({ workerPid: worker.process.pid, workers: listening.size }, 'worker listening')
    if (!hasPrintedBanner && listening.size === env.webConcurrency) {
      hasPrintedBanner = true
      printBanner(env, seeded)
    }
  })

  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker)
    listening.delete(worker)
    if (isShuttingDown) {
      if (code !== 0) hasWorkerFailedShutdown = true
      if (alive.size === 0) process.exit(hasWorkerFailedShutdown ? 1 : 0)
      return
    }
    const now = Date.now()
    recentDeaths.push(now)
    const delayMs = restartDelayMs(recentDeaths, now)
    log.error(
      { workerPid: worker.process.pid, code, signal, restartInMs: delayMs },
      'worker died; starting another',
    )
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer)
      fork()
    }, delayMs)
    pendingRestarts.add(timer)
  })

  const shutdown = (signal: string) => {
    if (isShuttingDown) return
    isShuttingDown = true
    for (const timer of pendingRestarts) clearTimeout(timer)
    log.info({ signal, workers: alive.size }, 'shutting down: workers finish their requests')
    if (alive.size === 0) process.exit(0)
    for (const worker of alive) {
      if (worker.isConnected()) worker.send(SHUTDOWN_MESSAGE)
    }
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))

  for (let i = 0; i < env.webConcurrency; i += 1) fork()
}
