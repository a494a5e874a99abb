import type { EndpointSchemas } from '../http/endpoint.ts'
import {
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

/**
 * The zod schemas of each `parkingEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const parkingSchemas = {
  accountMetrics: { query: ParkingRangeQuerySchema, response: ParkingAccountMetricsSchema },
  domainMetrics: { query: ParkingDomainsQuerySchema, response: ParkingDomainPageSchema },
  oneDomainMetrics: {
    params: ParkingDomainParamsSchema,
    query: ParkingRangeQuerySchema,
    response: ParkingDomainMetricsSchema,
  },
  count: { response: ParkingCountSchema },
  drid: { query: ParkingDridQuerySchema, response: ParkingDridSchema },
} satisfies Record<string, EndpointSchemas>
