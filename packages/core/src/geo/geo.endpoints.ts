import { endpoint } from '../http/endpoint.ts'
import type { CountriesSchema, StatesQuerySchema, StatesSchema } from './geo.contract.ts'

/** Countries and states for every address, payee and tax form (spec §7 Geo; decision 1001). */
export const geoEndpoints = {
  countries: endpoint<{ response: typeof CountriesSchema }>()('GET', '/api/v1/geo/countries'),
  states: endpoint<{ query: typeof StatesQuerySchema; response: typeof StatesSchema }>()(
    'GET',
    '/api/v1/geo/states',
  ),
}
