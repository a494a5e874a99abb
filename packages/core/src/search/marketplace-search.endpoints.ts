import { endpoint } from '../http/endpoint.ts'
import type {
  BulkSearchInputSchema,
  BulkSearchResultSchema,
} from './marketplace-search.contract.ts'

/** The marketplace's JSON endpoints (decision 990); its search pages are HTML. */
export const marketplaceSearchEndpoints = {
  /** Spec §7: at most 500 keywords, 1000 keys. */
  bulkSearch: endpoint<{
    body: typeof BulkSearchInputSchema
    response: typeof BulkSearchResultSchema
  }>()('POST', '/api/v2/domains/bulkSearch'),
}
