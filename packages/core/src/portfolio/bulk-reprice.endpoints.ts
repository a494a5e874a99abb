import { endpoint } from '../http/endpoint.ts'
import type {
  BulkEditListSchema,
  RepriceAcceptedSchema,
  RepriceInputSchema,
  RepriceJobSchema,
  RepricePreviewSchema,
  UndoInputSchema,
  UndoResultSchema,
} from './bulk-reprice.contract.ts'
import type { JobIdParamsSchema } from './portfolio-bulk.contract.ts'

type RepriceJob = { params: typeof JobIdParamsSchema; response: typeof RepriceJobSchema }

/**
 * Bulk repricing and the listing history (issue 15; decision 990 endpoint table). The refused
 * names of an edit download as CSV from `refusalsCsvPath` (a file, outside the JSON table).
 */
export const bulkRepriceEndpoints = {
  preview: endpoint<{
    body: typeof RepriceInputSchema
    response: typeof RepricePreviewSchema
  }>()('POST', '/api/v2/domains/reprice/preview'),
  apply: endpoint<{
    body: typeof RepriceInputSchema
    response: typeof RepriceAcceptedSchema
  }>()('POST', '/api/v2/domains/reprice', { status: 202 }),
  getJob: endpoint<RepriceJob>()('GET', '/api/v2/domains/reprice/jobs/:jobId'),
  listEdits: endpoint<{ response: typeof BulkEditListSchema }>()(
    'GET',
    '/api/v2/domains/bulkEdits',
  ),
  /** A reprice's or an undo's job: progress, then the listing-history entry it wrote. */
  getEditJob: endpoint<RepriceJob>()('GET', '/api/v2/domains/bulkEdits/jobs/:jobId'),
  undoLast: endpoint<{
    body: typeof UndoInputSchema
    response: typeof UndoResultSchema
  }>()('POST', '/api/v2/domains/bulkEdits/undo'),
}

/** `GET` the refused names of one bulk edit as CSV (domain, reason key, reason in words). */
export const refusalsCsvPath = (bulkEditId: string) =>
  `/api/v2/domains/bulkEdits/${encodeURIComponent(bulkEditId)}/refusals.csv`
