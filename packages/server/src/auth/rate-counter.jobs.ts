import type { Db } from '../db/client.ts'
import type { Jobs } from '../jobs/jobs.ts'
import { pruneRateCounters } from './rate-counter.ts'

export const PRUNE_RATE_COUNTERS_QUEUE = 'auth.pruneRateCounters'
const PRUNE_INTERVAL_MS = 60 * 60 * 1000

/**
 * Every hour one run is queued across all processes (decision 1292): the limits' spent windows
 * are deleted, or every offer form and sign-in link would leave a row behind for ever.
 */
export function registerRateCounterJobs(deps: { jobs: Jobs; db: Db }): void {
  deps.jobs.register(PRUNE_RATE_COUNTERS_QUEUE, async () => ({
    deleted: await pruneRateCounters(deps.db),
  }))
  deps.jobs.every(PRUNE_RATE_COUNTERS_QUEUE, { everyMs: PRUNE_INTERVAL_MS })
}
