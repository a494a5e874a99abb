import { endpoint } from '../http/endpoint.ts'
import type { csvUpdateSchemas as S } from './csv-update.schemas.ts'

/**
 * Updating held names from an uploaded CSV (issue 15, decision 273). The upload itself is the
 * multipart `POST /api/v2/domains/uploads` with `mode=update`; it waits in state `preview`
 * until the seller applies it.
 */
export const csvUpdateEndpoints = {
  previewUpdate: endpoint<typeof S.previewUpdate>()(
    'GET',
    '/api/v2/domains/uploads/:jobId/preview',
  ),
  applyUpdate: endpoint<typeof S.applyUpdate>()('POST', '/api/v2/domains/uploads/:jobId/apply', {
    status: 202,
  }),
}
