import type { RepriceAccepted, RepriceInput } from '@namefolio/core/portfolio/bulk-reprice.contract'
import type { Db } from '../../db/client.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import type { UserRow } from '../../db/schema/users.ts'
import type { Jobs } from '../../jobs/jobs.ts'
import { countUpTo } from './portfolio-bulk.repository.ts'
import { BULK_BATCH_SIZE, INLINE_BULK_LIMIT } from './portfolio-bulk.service.ts'
import { selectionCondition } from './portfolio-conditions.queries.ts'
import { createBulkEdit, findBulkEdit, finishBulkEdit, toSummary } from './bulk-edits.repository.ts'
import { REPRICE_QUEUE, toBulkEditJob } from './bulk-edit-jobs.ts'
import { assertPercentAllowed } from './percent-pricing.ts'
import { assertSelectionAllowed } from './select-all-gate.ts'
import { repriceStep } from './reprice.repository.ts'
import { walkSelectionInStreams, type StreamsCursor } from './keyset-streams.ts'

type RepriceJobData = { sellerId: string; actorId: string; bulkEditId: string; input: RepriceInput }
type RepriceCounts = { matched: number; updated: number; refused: number }
/** `streams` absent: a cursor saved before decision 1250, one stream after `afterId`. */
type Cursor = RepriceCounts & StreamsCursor

/**
 * Applies a reprice (decision 277): a bulk_edits row (kind 'reprice') records it; a selection
 * up to 1000 names runs in the request in one statement, a larger one as a job in keyset
 * batches of 10,000 (decisions 203, 252), `streams` of them at a time (decision 1250), with
 * progress, resumable from its cursor.
 */
export function createApplyReprice(deps: {
  db: Db
  jobs: Jobs
  listingChanges?: ListingChanges | undefined
  /** Batches a job runs at once (decision 1250); 1 when absent. */
  bulkJobStreams?: number
}) {
  const { db, jobs } = deps

  jobs.register<RepriceJobData>(REPRICE_QUEUE, async (job) => {
    const { sellerId, actorId, bulkEditId, input } = job.data
    const where = selectionCondition(sellerId, input.selection)
    const saved = job.cursor ? (JSON.parse(job.cursor) as Cursor) : null
    const totals: RepriceCounts = {
      matched: saved?.matched ?? 0,
      updated: saved?.updated ?? 0,
      refused: saved?.refused ?? 0,
    }
    try {
      await walkSelectionInStreams({
        db,
        job,
        where,
        saved,
        totals,
        streams: deps.bulkJobStreams ?? 1,
        batchSize: BULK_BATCH_SIZE,
        step: async (range) => {
          const batch = await repriceStep(db, {
            where,
            ...range,
            batchSize: BULK_BATCH_SIZE,
            request: input.reprice,
            bulkEditId,
            actorId,
          })
          if (batch.updated > 0) deps.listingChanges?.changed(null)
          const { matched, updated, refused } = batch
          return { ...batch, counts: { matched, updated, refused } }
        },
      })
      const state = job.signal.aborted ? 'cancelled' : 'completed'
      await finishBulkEdit(db, bulkEditId, { state, ...totals })
      return { bulkEditId }
    } catch (error) {
      await finishBulkEdit(db, bulkEditId, { state: 'failed', ...totals })
      throw error
    }
  })

  return {
    async apply(user: UserRow, input: RepriceInput): Promise<RepriceAccepted> {
      await assertPercentAllowed(db, user, input.reprice)
      await assertSelectionAllowed(db, user, input.selection)
      const where = selectionCondition(user.id, input.selection)
      const size =
        input.selection.kind === 'names'
          ? input.selection.domainNames.length
          : await countUpTo(db, where, INLINE_BULK_LIMIT)
      const edit = await createBulkEdit(db, {
        sellerId: user.id,
        actorId: user.id,
        kind: 'reprice',
        request: input,
      })
      if (size > INLINE_BULK_LIMIT) {
        const data: RepriceJobData = {
          sellerId: user.id,
          actorId: user.id,
          bulkEditId: edit.id,
          input,
        }
        const id = await jobs.send(REPRICE_QUEUE, data, { ownerId: user.id })
        return {
          mode: 'job',
          job: toBulkEditJob((await jobs.get(id, { ownerId: user.id }))!, edit.id),
        }
      }
      try {
        const r = await repriceStep(db, {
          where,
          request: input.reprice,
          bulkEditId: edit.id,
          actorId: user.id,
        })
        const counts = { matched: r.matched, updated: r.updated, refused: r.refused }
        await finishBulkEdit(db, edit.id, { state: 'completed', ...counts })
        if (r.updated > 0) deps.listingChanges?.changed(null)
        const done = await findBulkEdit(db, user.id, edit.id)
        return { mode: 'done', edit: toSummary(done!) }
      } catch (error) {
        await finishBulkEdit(db, edit.id, { state: 'failed', matched: 0, updated: 0, refused: 0 })
        throw error
      }
    },
  }
}

export type ApplyReprice = ReturnType<typeof createApplyReprice>
