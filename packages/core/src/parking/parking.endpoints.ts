import { endpoint } from '../http/endpoint.ts'
import type { parkingSchemas as S } from './parking.schemas.ts'

/** The five parking endpoints of spec §7 (decision 990: one contract per endpoint). */
export const parkingEndpoints = {
  accountMetrics: endpoint<typeof S.accountMetrics>()('GET', '/api/v1/parking/metrics/account'),
  domainMetrics: endpoint<typeof S.domainMetrics>()('GET', '/api/v1/parking/metrics/domains'),
  oneDomainMetrics: endpoint<typeof S.oneDomainMetrics>()(
    'GET',
    '/api/v1/parking/metrics/domains/:domainName',
  ),
  count: endpoint<typeof S.count>()('GET', '/api/v1/parking/count'),
  drid: endpoint<typeof S.drid>()('GET', '/api/v1/parking/drid'),
}
