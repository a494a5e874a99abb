import { portfolioEndpoints } from '@namefolio/core/portfolio/portfolio.endpoints'
import { portfolioSchemas } from '@namefolio/core/portfolio/portfolio.schemas'
import type { Db } from '../../db/client.ts'
import { requireUser } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { getSellerTrafficDomain } from './seller-traffic-domain.ts'
import { countDomainTraffic } from './domain-traffic.repository.ts'

/**
 * `GET /api/v1/stats/traffic/{domainName}` (spec §7): a seller's live traffic for one domain
 * over the last 30 days, read from the events (the portfolio counters are the rolled-up view).
 */
export function registerStatisticsRoutes(app: ZodApp, deps: { db: Db }): void {
  serveEndpoint(
    app,
    portfolioEndpoints.domainTraffic,
    {
      tags: ['stats'],
      schemas: portfolioSchemas.domainTraffic,
    },
    async (request) => {
      const { name, domainId } = await getSellerTrafficDomain(
        deps.db,
        requireUser(request).id,
        request.params.domainName,
      )
      const since = new Date(Date.now() - request.query.days * 86_400_000)
      const counts = await countDomainTraffic(deps.db, domainId, since)
      return { domainName: name, days: request.query.days, ...counts }
    },
  )
}
