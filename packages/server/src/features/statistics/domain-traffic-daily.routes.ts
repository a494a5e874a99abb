import { domainPageEndpoints } from '@namefolio/core/portfolio/domain-page.endpoints'
import { domainPageSchemas } from '@namefolio/core/portfolio/domain-page.schemas'
import { requireUser } from '../../http/auth.ts'
import type { PublicReads } from '../../http/read-your-writes.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { getSellerTrafficDomain } from './seller-traffic-domain.ts'
import { listDomainTrafficDays } from './domain-traffic-daily.repository.ts'

/**
 * `GET /api/v1/stats/traffic/{domainName}/daily` (issue 15, decision 291): the seller's traffic
 * of one domain per UTC day, for the chart of the domain's page. Another seller's domain, or one
 * that does not exist, answers 404 alike.
 */
export function registerDomainTrafficDailyRoutes(
  app: ZodApp,
  deps: { publicReads: PublicReads },
): void {
  serveEndpoint(
    app,
    domainPageEndpoints.domainTrafficDaily,
    {
      tags: ['stats'],
      schemas: domainPageSchemas.domainTrafficDaily,
    },
    async (request) => {
      const user = requireUser(request)
      // Statistics tolerate a replica's lag; the seller's own edits are read back (decision 1302).
      const read = deps.publicReads(request)
      const { name, domainId } = await read((db) =>
        getSellerTrafficDomain(db, user.id, request.params.domainName),
      )
      const today = new Date().toISOString().slice(0, 10)
      const points = await read((db) =>
        listDomainTrafficDays(db, domainId, today, request.query.days),
      )
      return { domainName: name, days: request.query.days, points }
    },
  )
}
