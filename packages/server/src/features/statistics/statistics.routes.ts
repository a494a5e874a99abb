import { portfolioEndpoints } from '@namefolio/core/portfolio/portfolio.endpoints'
import { portfolioSchemas } from '@namefolio/core/portfolio/portfolio.schemas'
import { requireUser } from '../../http/auth.ts'
import type { PublicReads } from '../../http/read-your-writes.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { getSellerTrafficDomain } from './seller-traffic-domain.ts'
import { countDomainTraffic } from './domain-traffic.repository.ts'

/**
 * `GET /api/v1/stats/traffic/{domainName}` (spec §7): a seller's live traffic for one domain
 * over the last 30 days, read from the events (the portfolio counters are the rolled-up view).
 */
export function registerStatisticsRoutes(app: ZodApp, deps: { publicReads: PublicReads }): void {
  serveEndpoint(
    app,
    portfolioEndpoints.domainTraffic,
    {
      tags: ['stats'],
      schemas: portfolioSchemas.domainTraffic,
    },
    async (request) => {
      const user = requireUser(request)
      // Statistics tolerate a replica's lag; the seller's own edits are read back (decision 1302).
      const read = deps.publicReads(request)
      const { name, domainId } = await read((db) =>
        getSellerTrafficDomain(db, user.id, request.params.domainName),
      )
      const since = new Date(Date.now() - request.query.days * 86_400_000)
      const counts = await read((db) => countDomainTraffic(db, domainId, since))
      return { domainName: name, days: request.query.days, ...counts }
    },
  )
}
