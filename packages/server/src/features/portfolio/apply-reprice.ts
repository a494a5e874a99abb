import type { RepriceAccepted, RepriceInput } from '@namefolio/core/portfolio/bulk-reprice.contract'
import type { Db } from '../../db/client.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import type { UserRow } from '../../db/schema/users.ts'
import type { Jobs } from '../../jobs/jobs.ts'
import { countExact, countUpTo } from './portfolio-bulk.repository.ts'
import { BULK_BATCH_SIZE, INLINE_BULK_LIMIT } from './portfolio-bulk.service.ts'
import { selectionCondition } from './portfolio-conditions.queries.ts'
import { createBulkEdit, findBulkEdit, finishBulkEdit, toSummary } from './bulk-edits.repository.ts'
import { REPRICE_QUEUE, toBulkEditJob } from './bulk-edit-jobs.ts'
import { assertPercentAllowed } from './percent-pricing.ts'
import { repriceStep } from './reprice.repository.ts'

type RepriceJobData = { sellerId: string; actorId: string; bulkEditId: string; input: RepriceInput }
type Cursor = {
  afterId: string | null
  afterCreatedAt: string | null
  matched: number
  updated: number
  refused: number
}

/**
 * Applies a reprice (decision 277): a bulk_edits row (kind 'reprice') records it; a selection
 * up to 1000 names runs in the request in one statement, a larger one as a job in keyset
 * batches of 10,000 (decisions 203, 252) with progress, resumable from its cursor.
 */
export function createApplyReprice(deps: {
  db: Db
  jobs: Jobs
  listingChanges?: ListingChanges | undefined
}) {
  const { db, jobs } = deps

  jobs.register<RepriceJobData>(REPRICE_QUEUE, async (job) => {
    const { sellerId, actorId, bulkEditId, input } = job.data
    const where = selectionCondition(sellerId, input.selection)
    const cursor: Cursor = job.cursor
      ? (JSON.parse(job.cursor) as Cursor)
      : { afterId: null, afterCreatedAt: null, matched: 0, updated: 0, refused: 0 }
    try {
      const total = Math.max(cursor.matched, await countExact(db, where))
      let goOn = await job.progress(cursor.matched, total)
      while (goOn) {
        const batch = await repriceStep(db, {
          where,
          afterId: cursor.afterId,
          afterCreatedAt: cursor.afterCreatedAt,
          batchSize: BULK_BATCH_SIZE,
          request: input.reprice,
          bulkEditId,
          actorId,
        })
        cursor.matched += batch.matched
        cursor.updated += batch.updated
        cursor.refused += batch.refused
        cursor.afterId = batch.lastId ?? cursor.afterId
        cursor.afterCreatedAt = batch.lastCreatedAt ?? cursor.afterCreatedAt
        if (batch.updated > 0) deps.listingChanges?.changed(null)
        const more = batch.matched === BULK_BATCH_SIZE
        goOn =
          (await job.progress(
            cursor.matched,
            Math.max(total, cursor.matched),
            JSON.stringify(cursor),
          )) && more
        if (!more) break
      }
      const state = job.signal.aborted ? 'cancelled' : 'completed'
      await finishBulkEdit(db, bulkEditId, { state, ...cursor })
      return { bulkEditId }
    } catch (error) {
      await finishBulkEdit(db, bulkEditId, { state: 'failed', ...cursor })
      throw error
    }
  })

  return {
    async apply(user: UserRow, input: RepriceInput): Promise<RepriceAccepted> {
      await assertPercentAllowed(db, user, input.reprice)
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
