import type { EndpointSchemas } from '../http/endpoint.ts'
import {
  BulkEditListSchema,
  RepriceAcceptedSchema,
  RepriceInputSchema,
  RepriceJobSchema,
  RepricePreviewSchema,
  UndoInputSchema,
  UndoResultSchema,
} from './bulk-reprice.contract.ts'
import { JobIdParamsSchema } from './portfolio-bulk.contract.ts'

const repriceJob = { params: JobIdParamsSchema, response: RepriceJobSchema }

/**
 * The zod schemas of each `bulkRepriceEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const bulkRepriceSchemas = {
  preview: { body: RepriceInputSchema, response: RepricePreviewSchema },
  apply: { body: RepriceInputSchema, response: RepriceAcceptedSchema },
  getJob: repriceJob,
  listEdits: { response: BulkEditListSchema },
  getEditJob: repriceJob,
  undoLast: { body: UndoInputSchema, response: UndoResultSchema },
} satisfies Record<string, EndpointSchemas>
