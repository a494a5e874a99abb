import { endpoint } from '../http/endpoint.ts'
import type { bulkRepriceSchemas as S } from './bulk-reprice.schemas.ts'

/**
 * Bulk repricing and the listing history (issue 15; decision 990 endpoint table). The refused
 * names of an edit download as CSV from `refusalsCsvPath` (a file, outside the JSON table).
 */
export const bulkRepriceEndpoints = {
  preview: endpoint<typeof S.preview>()('POST', '/api/v2/domains/reprice/preview'),
  apply: endpoint<typeof S.apply>()('POST', '/api/v2/domains/reprice', { status: 202 }),
  getJob: endpoint<typeof S.getJob>()('GET', '/api/v2/domains/reprice/jobs/:jobId'),
  listEdits: endpoint<typeof S.listEdits>()('GET', '/api/v2/domains/bulkEdits'),
  /** A reprice's or an undo's job: progress, then the listing-history entry it wrote. */
  getEditJob: endpoint<typeof S.getEditJob>()('GET', '/api/v2/domains/bulkEdits/jobs/:jobId'),
  undoLast: endpoint<typeof S.undoLast>()('POST', '/api/v2/domains/bulkEdits/undo'),
}

/** `GET` the refused names of one bulk edit as CSV (domain, reason key, reason in words). */
export const refusalsCsvPath = (bulkEditId: string) =>
  `/api/v2/domains/bulkEdits/${encodeURIComponent(bulkEditId)}/refusals.csv`
