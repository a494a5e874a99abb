import { endpoint } from '../http/endpoint.ts'
import type { domainPageSchemas as S } from './domain-page.schemas.ts'

/** The owner's page of one domain, /domains/{domain} (issue 15; decision 990). */
export const domainPageEndpoints = {
  domainTrafficDaily: endpoint<typeof S.domainTrafficDaily>()(
    'GET',
    '/api/v1/stats/traffic/:domainName/daily',
  ),
}
