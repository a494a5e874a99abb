import { endpoint } from '../http/endpoint.ts'
import type { geoSchemas as S } from './geo.schemas.ts'

/** Countries and states for every address, payee and tax form (spec §7 Geo; decision 1001). */
export const geoEndpoints = {
  countries: endpoint<typeof S.countries>()('GET', '/api/v1/geo/countries'),
  states: endpoint<typeof S.states>()('GET', '/api/v1/geo/states'),
}
