import { listCountries, listStates } from '@namefolio/core/geo/countries'
import { geoEndpoints } from '@namefolio/core/geo/geo.endpoints'
import { geoSchemas } from '@namefolio/core/geo/geo.schemas'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'

/** The lists change with a package release, not per request: browsers may keep them a day. */
const CACHE_A_DAY = 'public, max-age=86400'

/**
 * `GET v1/geo/countries` and `GET v1/geo/states` (spec §7 Geo; decision 1001): public, since a
 * signed-out visitor's forms (support, sign-up) use them too, and the same for everyone.
 */
export function registerGeoRoutes(app: ZodApp): void {
  serveEndpoint(
    app,
    geoEndpoints.countries,
    { tags: ['geo'], schemas: geoSchemas.countries },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_A_DAY)
      return { countries: [...listCountries()] }
    },
  )
  serveEndpoint(
    app,
    geoEndpoints.states,
    { tags: ['geo'], schemas: geoSchemas.states },
    async (request, reply) => {
      reply.header('cache-control', CACHE_A_DAY)
      return { country: request.query.country, states: [...listStates(request.query.country)] }
    },
  )
}
