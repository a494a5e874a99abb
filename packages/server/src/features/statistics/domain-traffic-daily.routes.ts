import { domainPageEndpoints } from '@namefolio/core/portfolio/domain-page.endpoints'
import { domainPageSchemas } from '@namefolio/core/portfolio/domain-page.schemas'
import type { Db } from '../../db/client.ts'
import { requireUser } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { getSellerTrafficDomain } from './seller-traffic-domain.ts'
import { listDomainTrafficDays } from './domain-traffic-daily.repository.ts'

/**
 * `GET /api/v1/stats/traffic/{domainName}/daily` (issue 15, decision 291): the seller's traffic
 * of one domain per UTC day, for the chart of the domain's page. Another seller's domain, or one
 * that does not exist, answers 404 alike.
 */
export function registerDomainTrafficDailyRoutes(app: ZodApp, deps: { db: Db }): void {
  serveEndpoint(
    app,
    domainPageEndpoints.domainTrafficDaily,
    {
      tags: ['stats'],
      schemas: domainPageSchemas.domainTrafficDaily,
    },
    async (request) => {
      const { name, domainId } = await getSellerTrafficDomain(
        deps.db,
        requireUser(request).id,
        request.params.domainName,
      )
      const today = new Date().toISOString().slice(0, 10)
      const points = await listDomainTrafficDays(deps.db, domainId, today, request.query.days)
      return { domainName: name, days: request.query.days, points }
    },
  )
}
