import {
  CSV_UPDATE_EXAMPLES,
  type CsvUpdatePreview,
} from '@namefolio/core/domains/csv-update.contract'
import type { UploadRow } from './domain-uploads.repository.ts'
import { readCsvBatches } from './upload-csv-batches.ts'
import type { UploadLayout } from './upload-layout.ts'
import { planUpdateBatch, type UpdateDeps } from './upload-update.ts'
import { updateColumns } from './upload-update-rows.ts'

/**
 * The preview of an update upload (issue 15, decision 274): one streaming pass over the
 * whole file, a batch of rows at a time, each batch checked against the seller's domains in
 * one query by the same code the job applies. Only counters and ten examples are kept, so
 * memory stays flat in the file's size; nothing is written.
 */
export async function previewUpdateUpload(
  deps: Pick<UpdateDeps, 'db' | 'tldPolicy' | 'editListing' | 'batchSize'>,
  upload: UploadRow,
): Promise<CsvUpdatePreview> {
  const preview: CsvUpdatePreview = {
    jobId: upload.id,
    rows: 0,
    changed: 0,
    unchanged: 0,
    refused: 0,
    refusedByReason: [],
    examples: [],
    columns: updateColumns(upload.columns as unknown as UploadLayout),
  }
  const reasons = new Map<string, CsvUpdatePreview['refusedByReason'][number]>()
  const batches = readCsvBatches(upload, { bytes: 0, line: 0 }, deps.batchSize)
  for await (const batch of batches) {
    const outcomes = await planUpdateBatch(deps.db, deps, upload, batch.records, {
      lock: false,
    })
    preview.rows += outcomes.length
    for (const outcome of outcomes) {
      if (outcome.kind === 'refused') {
        preview.refused += 1
        const reason = reasons.get(outcome.code)
        if (reason) reason.count += 1
        else {
          const { code, values } = outcome
          reasons.set(code, values ? { code, count: 1, values } : { code, count: 1 })
        }
      } else if (outcome.kind === 'unchanged') {
        preview.unchanged += 1
      } else {
        preview.changed += 1
        if (preview.examples.length < CSV_UPDATE_EXAMPLES) {
          preview.examples.push({ domain: outcome.name, changes: outcome.changes })
        }
      }
    }
  }
  preview.refusedByReason = [...reasons.values()].sort(
    (a, b) => b.count - a.count || a.code.localeCompare(b.code),
  )
  return preview
}
