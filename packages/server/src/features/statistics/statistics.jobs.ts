import type { Jobs } from '../../jobs/jobs.ts'
import type { Statistics } from './statistics.service.ts'

export const ROLLUP_QUEUE = 'statistics.rollup'
/** How often the counters catch up with the events (decision 504). */
export const ROLLUP_INTERVAL_MS = 60_000

/**
 * The statistics roll-up as a durable job (DESIGN.md §6): every minute one run is queued
 * across all processes (decision 1292), and the roll-up itself locks its watermark, so two
 * processes never count an event twice.
 */
export function registerStatisticsJobs(deps: { jobs: Jobs; statistics: Statistics }): void {
  deps.jobs.register(ROLLUP_QUEUE, async () => {
    await deps.statistics.recorder.flush()
    return deps.statistics.rollUp()
  })
  deps.jobs.every(ROLLUP_QUEUE, { everyMs: ROLLUP_INTERVAL_MS })
}
