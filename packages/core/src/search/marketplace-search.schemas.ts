import type { EndpointSchemas } from '../http/endpoint.ts'
import { BulkSearchInputSchema, BulkSearchResultSchema } from './marketplace-search.contract.ts'

/**
 * The zod schemas of each `marketplaceSearchEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const marketplaceSearchSchemas = {
  bulkSearch: { body: BulkSearchInputSchema, response: BulkSearchResultSchema },
} satisfies Record<string, EndpointSchemas>
