import type { EndpointSchemas } from '../http/endpoint.ts'
import { CountriesSchema, StatesQuerySchema, StatesSchema } from './geo.contract.ts'

/**
 * The zod schemas of each `geoEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const geoSchemas = {
  countries: { response: CountriesSchema },
  states: { query: StatesQuerySchema, response: StatesSchema },
} satisfies Record<string, EndpointSchemas>
