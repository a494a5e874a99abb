import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client.ts'
import type { Jobs } from '../jobs/jobs.ts'
import { pruneRateCounters } from './rate-counter.ts'

export const PRUNE_RATE_COUNTERS_QUEUE = 'auth.pruneRateCounters'
const PRUNE_INTERVAL_MS = 60 * 60 * 1000

/**
 * Every hour one run is queued (pg-boss hands it to one worker): the limits' spent windows are
 * deleted, or every offer form and sign-in link would leave a row behind for ever.
 */
export function registerRateCounterJobs(app: FastifyInstance, deps: { jobs: Jobs; db: Db }): void {
  deps.jobs.register(PRUNE_RATE_COUNTERS_QUEUE, async () => ({
    deleted: await pruneRateCounters(deps.db),
  }))
  let timer: NodeJS.Timeout | null = null
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      deps.jobs
        .send(PRUNE_RATE_COUNTERS_QUEUE, {}, { retryLimit: 0, expireInSeconds: 600 })
        .catch((err: unknown) => app.log.warn({ err }, 'rate counter pruning was not queued'))
    }, PRUNE_INTERVAL_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
  })
}
