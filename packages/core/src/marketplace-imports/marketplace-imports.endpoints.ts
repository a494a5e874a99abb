import { endpoint } from '../http/endpoint.ts'
import type { marketplaceImportsSchemas as S } from './marketplace-imports.schemas.ts'

/**
 * Marketplace exports (issue 24): the drift check and the migration import. The upload itself
 * (multipart `POST /api/v2/marketplace-imports`) and the CSV of unmapped rows
 * (`GET /api/v2/marketplace-imports/:importId/unmapped`) are plain routes.
 */
export const marketplaceImportsEndpoints = {
  list: endpoint<typeof S.list>()('GET', '/api/v2/marketplace-imports'),
  get: endpoint<typeof S.get>()('GET', '/api/v2/marketplace-imports/:importId'),
  drift: endpoint<typeof S.drift>()('GET', '/api/v2/marketplace-imports/:importId/drift'),
  align: endpoint<typeof S.align>()('POST', '/api/v2/marketplace-imports/:importId/align'),
}
