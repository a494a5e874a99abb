import { randomUUID } from 'node:crypto'
import cluster, { type Worker } from 'node:cluster'
import { AggregatorRegistry, type Registry } from 'prom-client'

// /metrics in a cluster (decision 1298). The worker a scrape reaches asks the primary; the
// primary asks every listening worker for its registry as JSON and sums them with
// prom-client's AggregatorRegistry.aggregate. prom-client's own clusterMetrics() asks every
// worker, including one still starting that cannot answer, and then fails the whole scrape
// after 5 s: during a restart a scrape would fail. Here a worker that does not answer in time is
// left out of that one scrape.

type MetricsJson = Awaited<ReturnType<Registry['getMetricsAsJSON']>>
/** What the app's /metrics route answers with (the app's `scrapeMetrics` option). */
type MetricsScrape = () => Promise<{ contentType: string; text: string }>

type ScrapeRequest = { type: 'namefolio:metrics-scrape'; id: string }
type ScrapeAnswer = { type: 'namefolio:metrics-scraped'; id: string; text: string }
type CollectRequest = { type: 'namefolio:metrics-collect'; id: string }
type CollectAnswer = { type: 'namefolio:metrics-collected'; id: string; metrics: MetricsJson }

/** How long the primary waits for a worker's registry, and a worker for the primary. */
const COLLECT_TIMEOUT_MS = 2_000
const SCRAPE_TIMEOUT_MS = 5_000

function isMessage<T extends { type: string }>(message: unknown, type: T['type']): message is T {
  return (
    typeof message === 'object' && message !== null && 'type' in message && message.type === type
  )
}

/** Worker side: answers the primary's collect requests and sends its scrapes to the primary. */
export function scrapeThroughPrimary(registry: Registry): MetricsScrape {
  const waiting = new Map<string, (text: string) => void>()
  process.on('message', (message: unknown) => {
    if (isMessage<CollectRequest>(message, 'namefolio:metrics-collect')) {
      void registry.getMetricsAsJSON().then((metrics) => {
        const answer: CollectAnswer = {
          type: 'namefolio:metrics-collected',
          id: message.id,
          metrics,
        }
        process.send?.(answer)
      })
    } else if (isMessage<ScrapeAnswer>(message, 'namefolio:metrics-scraped')) {
      waiting.get(message.id)?.(message.text)
    }
  })
  return () => {
    const id = randomUUID()
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(id)
        reject(new Error('the cluster primary did not answer the metrics scrape'))
      }, SCRAPE_TIMEOUT_MS)
      waiting.set(id, (text) => {
        clearTimeout(timer)
        waiting.delete(id)
        resolve({ contentType: registry.contentType, text })
      })
      const request: ScrapeRequest = { type: 'namefolio:metrics-scrape', id }
      process.send?.(request)
    })
  }
}

/** Primary side: answers the workers' scrapes with every listening worker's metrics summed. */
export function serveClusterMetrics(listeningWorkers: () => Worker[]): void {
  const collecting = new Map<string, (metrics: MetricsJson) => void>()

  function collectFrom(worker: Worker): Promise<MetricsJson | null> {
    const id = randomUUID()
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        collecting.delete(id)
        resolve(null)
      }, COLLECT_TIMEOUT_MS)
      collecting.set(id, (metrics) => {
        clearTimeout(timer)
        collecting.delete(id)
        resolve(metrics)
      })
      const request: CollectRequest = { type: 'namefolio:metrics-collect', id }
      worker.send(request)
    })
  }

  cluster.on('message', (worker, message: unknown) => {
    if (isMessage<CollectAnswer>(message, 'namefolio:metrics-collected')) {
      collecting.get(message.id)?.(message.metrics)
    } else if (isMessage<ScrapeRequest>(message, 'namefolio:metrics-scrape')) {
      void Promise.all(listeningWorkers().map(collectFrom)).then(async (collected) => {
        const registries = collected.filter((metrics) => metrics !== null)
        const text = await AggregatorRegistry.aggregate(registries).metrics()
        const answer: ScrapeAnswer = { type: 'namefolio:metrics-scraped', id: message.id, text }
        if (worker.isConnected()) worker.send(answer)
      })
    }
  })
}
