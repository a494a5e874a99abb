import type { UndoResult } from '@namefolio/core/portfolio/bulk-reprice.contract'
import type { Db } from '../../db/client.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import type { Jobs } from '../../jobs/jobs.ts'
import {
  createBulkEdit,
  findBulkEdit,
  findLastEdit,
  finishBulkEdit,
  markUndone,
  toSummary,
} from './bulk-edits.repository.ts'
import { toBulkEditJob, UNDO_QUEUE } from './bulk-edit-jobs.ts'
import { BULK_BATCH_SIZE, INLINE_BULK_LIMIT } from './portfolio-bulk.service.ts'
import { undoableFields, undoBulkEditStep } from './undo.repository.ts'

export const UNDO_ERRORS = {
  nothing: 'bulkEdits.undo.nothing',
  notLast: 'bulkEdits.undo.notLast',
  undone: 'bulkEdits.undo.alreadyUndone',
  running: 'bulkEdits.undo.running',
} as const

type UndoJobData = { sellerId: string; actorId: string; bulkEditId: string; undoId: string }
type Cursor = { afterDomainId: string | null; read: number; matched: number; restored: number }

const conflict = (code: string, message: string) =>
  new AppError('CONFLICT', message, { fields: [{ field: 'bulkEditId', code }] })

/**
 * Undoes the seller's LAST bulk edit of any kind (reprice, settings, CSV update; decision 279).
 * The caller names the edit it saw as last: if another came since, nothing is undone. An edit
 * of up to 1000 domains is undone in the request; a larger one as a job that restores 10,000
 * domains a batch, each batch its own transaction, with progress and a resumable cursor, so no
 * request holds a whole portfolio's row locks.
 */
export function createUndoLastEdit(deps: {
  db: Db
  jobs: Jobs
  listingChanges?: ListingChanges | undefined
}) {
  const { db, jobs } = deps

  async function finish(undoId: string, state: 'completed' | 'cancelled', c: Cursor) {
    await finishBulkEdit(db, undoId, {
      state,
      matched: c.matched,
      updated: c.restored,
      refused: c.matched - c.restored,
    })
  }

  jobs.register<UndoJobData>(UNDO_QUEUE, async (job) => {
    const { sellerId, actorId, bulkEditId, undoId } = job.data
    const cursor: Cursor = job.cursor
      ? (JSON.parse(job.cursor) as Cursor)
      : { afterDomainId: null, read: 0, matched: 0, restored: 0 }
    try {
      const fields = await undoableFields(db, sellerId, bulkEditId)
      const edit = await findBulkEdit(db, sellerId, bulkEditId)
      const total = Math.max(cursor.read, edit?.updated ?? 0)
      let goOn = await job.progress(cursor.read, total)
      while (goOn) {
        const batch = await undoBulkEditStep(db, {
          sellerId,
          actorId,
          bulkEditId,
          undoId,
          fields,
          afterDomainId: cursor.afterDomainId,
          batchSize: BULK_BATCH_SIZE,
        })
        cursor.read += batch.read
        cursor.matched += batch.matched
        cursor.restored += batch.restored
        cursor.afterDomainId = batch.lastDomainId ?? cursor.afterDomainId
        if (batch.restored > 0) deps.listingChanges?.changed(null)
        const more = batch.read === BULK_BATCH_SIZE
        const progress = await job.progress(
          cursor.read,
          Math.max(total, cursor.read),
          JSON.stringify(cursor),
        )
        goOn = progress && more
      }
      await finish(undoId, job.signal.aborted ? 'cancelled' : 'completed', cursor)
      return { bulkEditId: undoId }
    } catch (error) {
      await finishBulkEdit(db, undoId, {
        state: 'failed',
        matched: cursor.matched,
        updated: cursor.restored,
        refused: cursor.matched - cursor.restored,
      })
      throw error
    }
  })

  return async function undoLastEdit(user: UserRow, bulkEditId: string): Promise<UndoResult> {
    const last = await findLastEdit(db, user.id)
    if (!last) throw new AppError('NOT_FOUND', 'There is no bulk edit to undo.')
    if (last.id !== bulkEditId) throw conflict(UNDO_ERRORS.notLast, 'A newer bulk edit came since.')
    if (last.undoneAt !== null) throw conflict(UNDO_ERRORS.undone, 'This edit is already undone.')
    if (last.state === 'running') throw conflict(UNDO_ERRORS.running, 'This edit is still running.')
    const undo = await createBulkEdit(db, {
      sellerId: user.id,
      actorId: user.id,
      kind: 'undo',
      request: { bulkEditId },
    })
    // Claim the edit first, so two undos at once cannot both restore it.
    if (!(await markUndone(db, last.id, undo.id))) {
      await finishBulkEdit(db, undo.id, { state: 'failed', matched: 0, updated: 0, refused: 0 })
      throw conflict(UNDO_ERRORS.undone, 'This edit is already undone.')
    }
    // The edit's history holds a row per domain it changed: that is what an undo walks.
    if (last.updated > INLINE_BULK_LIMIT) {
      const data: UndoJobData = { sellerId: user.id, actorId: user.id, bulkEditId, undoId: undo.id }
      const id = await jobs.send(UNDO_QUEUE, data, { ownerId: user.id })
      const status = (await jobs.get(id, { ownerId: user.id }))!
      return { mode: 'job', job: toBulkEditJob(status, undo.id) }
    }
    const step = { sellerId: user.id, actorId: user.id, bulkEditId, undoId: undo.id }
    const r = await undoBulkEditStep(db, {
      ...step,
      fields: await undoableFields(db, user.id, bulkEditId),
    }).catch(async (error: unknown) => {
      await finishBulkEdit(db, undo.id, { state: 'failed', matched: 0, updated: 0, refused: 0 })
      throw error
    })
    await finish(undo.id, 'completed', { afterDomainId: null, ...r })
    if (r.restored > 0) deps.listingChanges?.changed(null)
    return {
      mode: 'done',
      undo: toSummary((await findBulkEdit(db, user.id, undo.id))!),
      restored: r.restored,
      skipped: r.matched - r.restored,
    }
  }
}
