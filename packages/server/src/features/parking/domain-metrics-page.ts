import {
  parkingNamesOf,
  type ParkingDomainPage,
  type ParkingDomainsQuery,
} from '@namefolio/core/parking/parking.contract'
import { dridOf } from '@namefolio/core/parking/parking-drid'
import { parkingFiguresOf } from '@namefolio/core/parking/parking-figures'
import { runningTotalDaysOf, type ParkingRange } from '@namefolio/core/parking/parking-range'
import { PARKING_FALLBACK_ORDER } from '@namefolio/core/parking/parking-sort'
import type { Db } from '../../db/client.ts'
import { lastRolledUpDay, listParkingDomainPage } from './parking-metrics.queries.ts'

type PageQuery = Omit<ParkingDomainsQuery, 'from' | 'to' | 'order' | 'offset' | 'limit'> & {
  order: 'asc' | 'desc'
  offset: number
  limit: number
}

/**
 * A page of the seller's parked domains with their figures over the range (spec §7 domains,
 * §3 columns). With no sort the list is by domain name (spec §9 "no default sort"). Running
 * totals are read at the range's end, or at the last rolled-up day when the range runs past
 * it, so a range ending today is right before today's first roll-up.
 */
export async function getDomainMetricsPage(
  db: Db,
  sellerId: string,
  range: ParkingRange,
  query: PageQuery,
): Promise<ParkingDomainPage> {
  const lastDay = await lastRolledUpDay(db, sellerId)
  const sorted = query.sort
    ? { sort: query.sort, order: query.order }
    : { sort: PARKING_FALLBACK_ORDER.sort, order: PARKING_FALLBACK_ORDER.order }
  const { rows, total } = await listParkingDomainPage(db, {
    sellerId,
    ...runningTotalDaysOf(range, lastDay),
    isRolledUp: lastDay !== null,
    ...sorted,
    offset: query.offset,
    limit: query.limit,
    keywords: query.keywords || undefined,
    names: query.names === undefined ? undefined : parkingNamesOf(query.names),
  })
  return {
    range,
    items: rows.map(({ id, name, displayName, ...totals }) => ({
      domain: name,
      displayName,
      drid: dridOf(id),
      ...parkingFiguresOf(totals),
    })),
    total,
  }
}
