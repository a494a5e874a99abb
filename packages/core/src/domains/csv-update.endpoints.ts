import { endpoint } from '../http/endpoint.ts'
import type { UploadJobParamsSchema, UploadJobSchema } from './domain-intake.contract.ts'
import type { CsvUpdatePreviewSchema } from './csv-update.contract.ts'

/**
 * Updating held names from an uploaded CSV (issue 15, decision 273). The upload itself is the
 * multipart `POST /api/v2/domains/uploads` with `mode=update`; it waits in state `preview`
 * until the seller applies it.
 */
export const csvUpdateEndpoints = {
  previewUpdate: endpoint<{
    params: typeof UploadJobParamsSchema
    response: typeof CsvUpdatePreviewSchema
  }>()('GET', '/api/v2/domains/uploads/:jobId/preview'),
  applyUpdate: endpoint<{
    params: typeof UploadJobParamsSchema
    response: typeof UploadJobSchema
  }>()('POST', '/api/v2/domains/uploads/:jobId/apply', { status: 202 }),
}
