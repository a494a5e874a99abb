import type { FastifyInstance } from 'fastify'
import type { Jobs } from '../../jobs/jobs.ts'
import type { Statistics } from './statistics.service.ts'

export const ROLLUP_QUEUE = 'statistics.rollup'
/** How often the counters catch up with the events (decision 504). */
export const ROLLUP_INTERVAL_MS = 60_000

/**
 * The statistics roll-up as a durable job (DESIGN.md §6): every minute one run is queued;
 * pg-boss gives it to one worker, and the roll-up itself locks its watermark, so two
 * processes never count an event twice.
 */
export function registerStatisticsJobs(
  app: FastifyInstance,
  deps: { jobs: Jobs; statistics: Statistics },
): void {
  deps.jobs.register(ROLLUP_QUEUE, async () => {
    await deps.statistics.recorder.flush()
    return deps.statistics.rollUp()
  })
  let timer: NodeJS.Timeout | null = null
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      deps.jobs
        .send(ROLLUP_QUEUE, {}, { retryLimit: 0, expireInSeconds: 600 })
        .catch((err: unknown) => app.log.warn({ err }, 'statistics roll-up was not queued'))
    }, ROLLUP_INTERVAL_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
  })
}
