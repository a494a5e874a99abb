import type { ParkingRollUpResult } from '@namefolio/core/parking/parking-test.contract'
import type { Db } from '../../db/client.ts'
import { rollUpParking } from './parking-daily.repository.ts'

/** Events younger than this wait for the next run: their insert may not be committed yet. */
export const PARKING_SETTLE_SECONDS = 30

export type ParkingRollUp = (options?: {
  now?: Date
  settleSeconds?: number
}) => Promise<ParkingRollUpResult>

/**
 * The parking roll-up use case (decision 530): the recorder's buffered events are written
 * first, so a view recorded a moment ago is counted by a run with no settle window (tests,
 * the test control); the job runs with the settle window.
 */
export function createParkingRollUp(deps: {
  db: Db
  flushEvents: () => Promise<void>
}): ParkingRollUp {
  return async (options = {}) => {
    await deps.flushEvents()
    return rollUpParking(deps.db, {
      now: options.now ?? new Date(),
      settleSeconds: options.settleSeconds ?? PARKING_SETTLE_SECONDS,
    })
  }
}
