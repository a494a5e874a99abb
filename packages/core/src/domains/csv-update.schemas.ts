import type { EndpointSchemas } from '../http/endpoint.ts'
import { UploadJobParamsSchema, UploadJobSchema } from './domain-intake.contract.ts'
import { CsvUpdatePreviewSchema } from './csv-update.contract.ts'

/**
 * The zod schemas of each `csvUpdateEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const csvUpdateSchemas = {
  previewUpdate: { params: UploadJobParamsSchema, response: CsvUpdatePreviewSchema },
  applyUpdate: { params: UploadJobParamsSchema, response: UploadJobSchema },
} satisfies Record<string, EndpointSchemas>
