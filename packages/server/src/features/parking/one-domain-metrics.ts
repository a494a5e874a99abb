import type { ParkingDomainMetrics } from '@namefolio/core/parking/parking.contract'
import { dridOf } from '@namefolio/core/parking/parking-drid'
import type { ParkingRange } from '@namefolio/core/parking/parking-range'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import { findSellerDomain, listDomainDays, type SellerDomain } from './parking-metrics.queries.ts'
import { daysAndTotalsOf } from './parking-range-of.ts'

export const PARKING_DOMAIN_NOT_FOUND = 'parking.domain.notFound'

/** One of the seller's domains by name; another account's (or no) domain is a 404. */
export async function requireSellerDomain(
  db: Db,
  sellerId: string,
  domainName: string,
): Promise<SellerDomain> {
  const domain = await findSellerDomain(db, sellerId, domainName.trim().toLowerCase())
  if (!domain) throw new AppError('NOT_FOUND', PARKING_DOMAIN_NOT_FOUND)
  return domain
}

/** One domain's parking totals and days over a range (spec §7 one domain). */
export async function getOneDomainMetrics(
  db: Db,
  sellerId: string,
  domainName: string,
  range: ParkingRange,
): Promise<ParkingDomainMetrics> {
  const domain = await requireSellerDomain(db, sellerId, domainName)
  const rolledUp = await listDomainDays(db, sellerId, domain.id, range)
  const { days, totals } = daysAndTotalsOf(range, rolledUp)
  return {
    range,
    domain: domain.name,
    displayName: domain.displayName,
    drid: dridOf(domain.id),
    isParked: domain.isParked,
    totals,
    days,
  }
}
