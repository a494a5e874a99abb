import type { InUseRunResult } from '@namefolio/core/in-use-guard/in-use-guard.contract'
import type { Jobs } from '../../jobs/jobs.ts'

export const IN_USE_GUARD_QUEUE = 'in-use-guard.pass'

/**
 * The guard as a durable job (decision 1142): every `intervalMs` one pass is queued across all
 * processes (decision 1292), and the pass claims its batch under the cursor row's lock, so two
 * processes never look at the same batch. A pass that outlives its expiry is retried by
 * pg-boss; the cursor has already moved, so a batch is never looked at twice in a row.
 */
export function registerInUseGuardJobs(deps: {
  jobs: Jobs
  runPass: (signal: AbortSignal) => Promise<InUseRunResult>
  intervalMs: number
  schedule: boolean
}): void {
  deps.jobs.register(IN_USE_GUARD_QUEUE, async (job) => deps.runPass(job.signal))
  if (!deps.schedule) return
  deps.jobs.every(IN_USE_GUARD_QUEUE, { everyMs: deps.intervalMs, expireInSeconds: 900 })
}
