import { endpoint } from '../http/endpoint.ts'
import type {
  ParkingAccountMetricsSchema,
  ParkingCountSchema,
  ParkingDomainMetricsSchema,
  ParkingDomainPageSchema,
  ParkingDomainParamsSchema,
  ParkingDomainsQuerySchema,
  ParkingDridQuerySchema,
  ParkingDridSchema,
  ParkingRangeQuerySchema,
} from './parking.contract.ts'

/** The five parking endpoints of spec §7 (decision 990: one contract per endpoint). */
export const parkingEndpoints = {
  accountMetrics: endpoint<{
    query: typeof ParkingRangeQuerySchema
    response: typeof ParkingAccountMetricsSchema
  }>()('GET', '/api/v1/parking/metrics/account'),
  domainMetrics: endpoint<{
    query: typeof ParkingDomainsQuerySchema
    response: typeof ParkingDomainPageSchema
  }>()('GET', '/api/v1/parking/metrics/domains'),
  oneDomainMetrics: endpoint<{
    params: typeof ParkingDomainParamsSchema
    query: typeof ParkingRangeQuerySchema
    response: typeof ParkingDomainMetricsSchema
  }>()('GET', '/api/v1/parking/metrics/domains/:domainName'),
  count: endpoint<{ response: typeof ParkingCountSchema }>()('GET', '/api/v1/parking/count'),
  drid: endpoint<{ query: typeof ParkingDridQuerySchema; response: typeof ParkingDridSchema }>()(
    'GET',
    '/api/v1/parking/drid',
  ),
}
