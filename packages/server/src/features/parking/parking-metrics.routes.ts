import { dridOf } from '@namefolio/core/parking/parking-drid'
import { parkingEndpoints } from '@namefolio/core/parking/parking.endpoints'
import { parkingSchemas } from '@namefolio/core/parking/parking.schemas'
import type { Db } from '../../db/client.ts'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { getAccountMetrics } from './account-metrics.ts'
import { getDomainMetricsPage } from './domain-metrics-page.ts'
import { getOneDomainMetrics, requireSellerDomain } from './one-domain-metrics.ts'
import { countParkedDomains } from './parking-metrics.queries.ts'
import { assertRangeAllowed } from './custom-range-gate.ts'
import { parkingRangeOf } from './parking-range-of.ts'

const tags = ['parking']

/**
 * The five parking endpoints of spec §7, seller only; another account's domain is a 404.
 * Figures come from the roll-up tables (decision 530), ranges follow spec §9.
 */
export function registerParkingMetricsRoutes(app: ZodApp, deps: { db: Db }): void {
  const { db } = deps

  serveEndpoint(
    app,
    parkingEndpoints.accountMetrics,
    { tags, schemas: parkingSchemas.accountMetrics },
    async (request) => {
      const seller = requireRole(request, 'seller')
      await assertRangeAllowed(db, seller.id, request.query)
      return getAccountMetrics(db, seller.id, parkingRangeOf(request.query))
    },
  )

  serveEndpoint(
    app,
    parkingEndpoints.domainMetrics,
    { tags, schemas: parkingSchemas.domainMetrics },
    async (request) => {
      const seller = requireRole(request, 'seller')
      const { from, to, ...page } = request.query
      await assertRangeAllowed(db, seller.id, { from, to })
      return getDomainMetricsPage(db, seller.id, parkingRangeOf({ from, to }), page)
    },
  )

  serveEndpoint(
    app,
    parkingEndpoints.oneDomainMetrics,
    { tags, schemas: parkingSchemas.oneDomainMetrics },
    async (request) => {
      const seller = requireRole(request, 'seller')
      await assertRangeAllowed(db, seller.id, request.query)
      const range = parkingRangeOf(request.query)
      return getOneDomainMetrics(db, seller.id, request.params.domainName, range)
    },
  )

  serveEndpoint(
    app,
    parkingEndpoints.count,
    { tags, schemas: parkingSchemas.count },
    async (request) => {
      const seller = requireRole(request, 'seller')
      return { count: await countParkedDomains(db, seller.id) }
    },
  )

  serveEndpoint(
    app,
    parkingEndpoints.drid,
    { tags, schemas: parkingSchemas.drid },
    async (request) => {
      const seller = requireRole(request, 'seller')
      const domain = await requireSellerDomain(db, seller.id, request.query.domainName)
      return { domain: domain.name, drid: dridOf(domain.id) }
    },
  )
}
