import { endpoint } from '../http/endpoint.ts'
import type {
  DomainTrafficDailyQuerySchema,
  DomainTrafficDailySchema,
} from './domain-traffic-daily.contract.ts'
import type { DomainTrafficParamsSchema } from './domain-traffic.contract.ts'

/** The owner's page of one domain, /domains/{domain} (issue 15; decision 990). */
export const domainPageEndpoints = {
  domainTrafficDaily: endpoint<{
    params: typeof DomainTrafficParamsSchema
    query: typeof DomainTrafficDailyQuerySchema
    response: typeof DomainTrafficDailySchema
  }>()('GET', '/api/v1/stats/traffic/:domainName/daily'),
}
