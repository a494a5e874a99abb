import type { TldPolicy } from '@namefolio/core/domains/domain-list'
import type { Db } from '../../db/client.ts'
import { recordBatchProgress, type UploadRow } from './domain-uploads.repository.ts'
import { readCsvBatches, savedCheckpoint, type CsvRecord } from './upload-csv-batches.ts'
import { LeaseLostError } from './upload-import.ts'
import type { UploadLayout } from './upload-layout.ts'
import {
  countUpdateBatch,
  findUpdateEdit,
  findHeldDomains,
  writeUpdateBatch,
} from './upload-update.repository.ts'
import {
  parseUpdateRow,
  planUpdate,
  type EditListing,
  type UpdateOutcome,
} from './upload-update-rows.ts'

export type UpdateDeps = {
  db: Db
  tldPolicy: TldPolicy
  editListing: EditListing
  batchSize?: number
  /** A pause after each batch so other queries get the connection (PGlite). */
  pauseMs?: number
}

/**
 * What one batch of rows does to the seller's domains, read (and locked, when the job applies
 * them) by name in one query. Used by the preview and by the job alike.
 */
export async function planUpdateBatch(
  tx: Db,
  deps: Pick<UpdateDeps, 'tldPolicy' | 'editListing'>,
  upload: Pick<UploadRow, 'sellerId' | 'columns'>,
  records: CsvRecord[],
  options: { lock: boolean },
): Promise<UpdateOutcome[]> {
  const layout = upload.columns as unknown as UploadLayout
  const seen = new Set<string>()
  const parsed = records.map((r) => parseUpdateRow(layout, r, deps.tldPolicy, seen))
  const names = parsed.filter((p) => p.ok).map((p) => p.name)
  const held = await findHeldDomains(tx, upload.sellerId, names, options)
  const byName = new Map(held.map((d) => [d.name, d]))
  return parsed.map((p) => planUpdate(p, byName.get(p.name), deps.editListing))
}

/**
 * Applies an update upload from its checkpoint to the end of the file (issue 15, decision
 * 273), as the import job does (decision 704): each batch — domains updated, history rows
 * with the bulk edit's id, refusals, counters and the byte offset after it — is ONE
 * transaction under the caller's lease, so a crash replays at most the batch in flight.
 */
export async function runUploadUpdate(
  deps: UpdateDeps,
  upload: UploadRow,
  leaseOwner: string,
  signal: AbortSignal,
): Promise<'completed' | 'cancelled' | 'stopped'> {
  const { db } = deps
  const edit = await findUpdateEdit(db, upload)
  if (!edit) throw new Error('the update has no bulk edit row')
  const batches = readCsvBatches(upload, savedCheckpoint(upload), deps.batchSize, signal)
  for await (const batch of batches) {
    const cancelled = await db.transaction(async (tx) => {
      const outcomes = await planUpdateBatch(tx, deps, upload, batch.records, { lock: true })
      const changed = outcomes.filter((o) => o.kind === 'changed')
      const refusals = outcomes
        .filter((o) => o.kind === 'refused')
        .map(({ line, name, code }) => ({ line, name, code }))
      const updated = await writeUpdateBatch(tx, {
        sellerId: upload.sellerId,
        actorId: edit.actorId,
        bulkEditId: edit.id,
        changed,
      })
      await countUpdateBatch(tx, {
        bulkEditId: edit.id,
        matched: outcomes.length - refusals.length,
        updated,
        refused: refusals.length,
      })
      const cancelRequested = await recordBatchProgress(tx, {
        uploadId: upload.id,
        leaseOwner,
        refusals,
        read: batch.records.length,
        added: 0,
        updated,
        unverified: 0,
        endBytes: batch.endBytes,
        endLine: batch.endLine,
      })
      if (cancelRequested === null) throw new LeaseLostError(`upload ${upload.id}: lease lost`)
      return cancelRequested
    })
    if (cancelled) return 'cancelled'
    if (deps.pauseMs) await new Promise((resolve) => setTimeout(resolve, deps.pauseMs))
    if (signal.aborted) break
  }
  return signal.aborted ? 'stopped' : 'completed'
}
