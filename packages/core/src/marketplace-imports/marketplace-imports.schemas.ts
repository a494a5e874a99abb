import type { EndpointSchemas } from '../http/endpoint.ts'
import {
  AlignInputSchema,
  AlignResultSchema,
  DriftPageSchema,
  ListImportsQuerySchema,
  MarketplaceImportPageSchema,
  MarketplaceImportParamsSchema,
  MarketplaceImportSchema,
} from './marketplace-imports.contract.ts'

/**
 * The zod schemas of each `marketplaceImportsEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const marketplaceImportsSchemas = {
  list: { query: ListImportsQuerySchema, response: MarketplaceImportPageSchema },
  get: { params: MarketplaceImportParamsSchema, response: MarketplaceImportSchema },
  drift: {
    params: MarketplaceImportParamsSchema,
    query: ListImportsQuerySchema,
    response: DriftPageSchema,
  },
  align: {
    params: MarketplaceImportParamsSchema,
    body: AlignInputSchema,
    response: AlignResultSchema,
  },
} satisfies Record<string, EndpointSchemas>
