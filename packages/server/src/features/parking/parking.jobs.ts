import type { FastifyInstance } from 'fastify'
import type { Jobs } from '../../jobs/jobs.ts'
import type { ParkingRollUp } from './roll-up-parking.ts'

export const PARKING_ROLLUP_QUEUE = 'parking.rollup'
/** How often the parking figures catch up with the events (decision 530). */
export const PARKING_ROLLUP_INTERVAL_MS = 60_000

/**
 * The parking roll-up as a durable job, like the statistics roll-up: every minute one run is
 * queued; pg-boss gives it to one worker, and the run locks its watermark row.
 */
export function registerParkingJobs(
  app: FastifyInstance,
  deps: { jobs: Jobs; rollUp: ParkingRollUp },
): void {
  deps.jobs.register(PARKING_ROLLUP_QUEUE, async () => deps.rollUp())
  let timer: NodeJS.Timeout | null = null
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      deps.jobs
        .send(PARKING_ROLLUP_QUEUE, {}, { retryLimit: 0, expireInSeconds: 600 })
        .catch((err: unknown) => app.log.warn({ err }, 'parking roll-up was not queued'))
    }, PARKING_ROLLUP_INTERVAL_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
  })
}
