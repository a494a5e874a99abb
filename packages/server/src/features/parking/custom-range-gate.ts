import { isPresetParkingRange, utcDayOf } from '@namefolio/core/parking/parking-range'
import type { Db } from '../../db/client.ts'
import { requireFeature } from '../../http/feature-gate.ts'

/**
 * A custom range (anything but the report's presets) needs the §6 customDateRange switch on for
 * the seller (issue 19); the presets always work.
 */
export async function assertRangeAllowed(
  db: Db,
  sellerId: string,
  query: { from?: string | undefined; to?: string | undefined },
  now: Date = new Date(),
): Promise<void> {
  if (!isPresetParkingRange(query, utcDayOf(now))) {
    await requireFeature(db, sellerId, 'customDateRange')
  }
}
