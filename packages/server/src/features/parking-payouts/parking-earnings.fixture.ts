import type { Db } from '../../db/client.ts'
import { parkingAccountDaily } from '../../db/schema/parking.ts'

/**
 * A day of parking revenue for the seller, as the daily roll-up writes it: what the monthly
 * close and the payments pages read. The traffic figures are only there to fill the row.
 */
export async function earnParkingRevenue(
  db: Db,
  sellerId: string,
  day: string,
  revenueMicros: number,
): Promise<void> {
  await db.insert(parkingAccountDaily).values({
    sellerId,
    day,
    pageViews: 100,
    visits: 80,
    adClicks: 3,
    revenueMicros,
    grossMicros: revenueMicros * 2,
  })
}
