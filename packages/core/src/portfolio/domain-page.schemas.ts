import type { EndpointSchemas } from '../http/endpoint.ts'
import {
  DomainTrafficDailyQuerySchema,
  DomainTrafficDailySchema,
} from './domain-traffic-daily.contract.ts'
import { DomainTrafficParamsSchema } from './domain-traffic.contract.ts'

/**
 * The zod schemas of each `domainPageEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const domainPageSchemas = {
  domainTrafficDaily: {
    params: DomainTrafficParamsSchema,
    query: DomainTrafficDailyQuerySchema,
    response: DomainTrafficDailySchema,
  },
} satisfies Record<string, EndpointSchemas>
