import client from 'prom-client'
import type { PoolCounts } from '../../db/client.ts'
import type { JobCount } from './job-counts.repository.ts'

/** A connection pool /metrics reports: `primary` today; a replica pool joins the list. */
export type NamedPool = { name: string; counts: () => PoolCounts | null }

export type AppMetricsOptions = {
  pools: NamedPool[]
  /** Jobs per queue and state, read at scrape time. */
  countJobs: () => Promise<JobCount[]>
}

const JOB_STATE_LABELS: Record<JobCount['state'], string> = {
  queued: 'waiting',
  running: 'running',
  failed: 'failed',
}

/**
 * The process's Prometheus metrics (decision 1295), in a registry of its own per app: the
 * request counter and latency histogram by route template, the database pools, the job queues,
 * the lander caches and Node's defaults. In a cluster every worker keeps its own and the
 * primary sums them (decision 1298); numbers read from the database (the same in every worker)
 * are aggregated with `first`, not summed.
 */
export function createAppMetrics(options: AppMetricsOptions) {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry })

  const requests = new client.Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  })
  const durations = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route template.',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  })

  const poolGauge = (name: string, help: string, read: (counts: PoolCounts) => number) =>
    new client.Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        this.reset()
        for (const pool of options.pools) {
          const counts = pool.counts()
          if (counts) this.set({ pool: pool.name }, read(counts))
        }
      },
    })
  poolGauge('namefolio_db_pool_connections', 'Connections the pool holds open.', (c) => c.total)
  poolGauge('namefolio_db_pool_idle_connections', 'Open connections not in use.', (c) => c.idle)
  poolGauge(
    'namefolio_db_pool_waiting_clients',
    'Queries waiting for a connection of the pool.',
    (c) => c.waiting,
  )

  new client.Gauge({
    name: 'namefolio_jobs',
    help: 'Background jobs per queue and state (waiting, running, failed).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    aggregator: 'first',
    async collect() {
      this.reset()
      // A database that does not answer leaves the gauge empty; the rest of the scrape stands.
      const counts = await options.countJobs().catch(() => [])
      for (const { queue, state, count } of counts) {
        this.set({ queue, state: JOB_STATE_LABELS[state] }, count)
      }
    },
  })

  const cacheHits = new client.Counter({
    name: 'namefolio_lander_cache_hits_total',
    help: 'Lander lookups answered from the cache (listing: the listing, page: the rendered page).',
    labelNames: ['cache'] as const,
    registers: [registry],
  })
  const cacheMisses = new client.Counter({
    name: 'namefolio_lander_cache_misses_total',
    help: 'Lander lookups the cache could not answer.',
    labelNames: ['cache'] as const,
    registers: [registry],
  })

  const notificationsHeard = new client.Counter({
    name: 'namefolio_change_notifications_received_total',
    help: 'Change notifications from other server processes acted on (LISTEN/NOTIFY), by channel.',
    labelNames: ['channel'] as const,
    registers: [registry],
  })

  return {
    registry,
    observeRequest(request: {
      method: string
      route: string
      statusCode: number
      seconds: number
    }): void {
      const { method, route } = request
      requests.inc({ method, route, status_code: String(request.statusCode) })
      durations.observe({ method, route }, request.seconds)
    },
    countLanderCache(cache: 'listing' | 'page', result: 'hit' | 'miss'): void {
      ;(result === 'hit' ? cacheHits : cacheMisses).inc({ cache })
    },
    countNotificationHeard(channel: string): void {
      notificationsHeard.inc({ channel })
    },
  }
}

export type AppMetrics = ReturnType<typeof createAppMetrics>
