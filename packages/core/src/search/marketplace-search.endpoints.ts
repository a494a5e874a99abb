import { endpoint } from '../http/endpoint.ts'
import type { marketplaceSearchSchemas as S } from './marketplace-search.schemas.ts'

/** The marketplace's JSON endpoints (decision 990); its search pages are HTML. */
export const marketplaceSearchEndpoints = {
  /** Spec §7: at most 500 keywords, 1000 keys. */
  bulkSearch: endpoint<typeof S.bulkSearch>()('POST', '/api/v2/domains/bulkSearch'),
}
