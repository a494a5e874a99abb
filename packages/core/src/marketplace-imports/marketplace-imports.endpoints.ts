import { endpoint } from '../http/endpoint.ts'
import type {
  AlignInputSchema,
  AlignResultSchema,
  DriftPageSchema,
  ListImportsQuerySchema,
  MarketplaceImportPageSchema,
  MarketplaceImportParamsSchema,
  MarketplaceImportSchema,
} from './marketplace-imports.contract.ts'

/**
 * Marketplace exports (issue 24): the drift check and the migration import. The upload itself
 * (multipart `POST /api/v2/marketplace-imports`) and the CSV of unmapped rows
 * (`GET /api/v2/marketplace-imports/:importId/unmapped`) are plain routes.
 */
export const marketplaceImportsEndpoints = {
  list: endpoint<{
    query: typeof ListImportsQuerySchema
    response: typeof MarketplaceImportPageSchema
  }>()('GET', '/api/v2/marketplace-imports'),
  get: endpoint<{
    params: typeof MarketplaceImportParamsSchema
    response: typeof MarketplaceImportSchema
  }>()('GET', '/api/v2/marketplace-imports/:importId'),
  drift: endpoint<{
    params: typeof MarketplaceImportParamsSchema
    query: typeof ListImportsQuerySchema
    response: typeof DriftPageSchema
  }>()('GET', '/api/v2/marketplace-imports/:importId/drift'),
  align: endpoint<{
    params: typeof MarketplaceImportParamsSchema
    body: typeof AlignInputSchema
    response: typeof AlignResultSchema
  }>()('POST', '/api/v2/marketplace-imports/:importId/align'),
}
