import type { ParkingAccountMetrics } from '@namefolio/core/parking/parking.contract'
import type { ParkingRange } from '@namefolio/core/parking/parking-range'
import type { Db } from '../../db/client.ts'
import { countParkedDomains, listAccountDays } from './parking-metrics.queries.ts'
import { daysAndTotalsOf } from './parking-range-of.ts'

/** The account's parking totals over a range and one entry per day (spec §7 account). */
export async function getAccountMetrics(
  db: Db,
  sellerId: string,
  range: ParkingRange,
): Promise<ParkingAccountMetrics> {
  const [rolledUp, parkedDomainCount] = await Promise.all([
    listAccountDays(db, sellerId, range),
    countParkedDomains(db, sellerId),
  ])
  const { days, totals } = daysAndTotalsOf(range, rolledUp)
  return { range, totals, days, parkedDomainCount }
}
