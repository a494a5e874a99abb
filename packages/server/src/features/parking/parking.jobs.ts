import type { Jobs } from '../../jobs/jobs.ts'
import type { ParkingRollUp } from './roll-up-parking.ts'

export const PARKING_ROLLUP_QUEUE = 'parking.rollup'
/** How often the parking figures catch up with the events (decision 530). */
export const PARKING_ROLLUP_INTERVAL_MS = 60_000

/**
 * The parking roll-up as a durable job, like the statistics roll-up: every minute one run is
 * queued across all processes (decision 1292); the run locks its watermark row.
 */
export function registerParkingJobs(deps: { jobs: Jobs; rollUp: ParkingRollUp }): void {
  deps.jobs.register(PARKING_ROLLUP_QUEUE, async () => deps.rollUp())
  deps.jobs.every(PARKING_ROLLUP_QUEUE, { everyMs: PARKING_ROLLUP_INTERVAL_MS })
}
