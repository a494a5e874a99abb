import type { UndoResult } from '@namefolio/core/portfolio/bulk-reprice.contract'
import type { Db } from '../../db/client.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import {
  createBulkEdit,
  findBulkEdit,
  findLastEdit,
  finishBulkEdit,
  markUndone,
  toSummary,
} from './bulk-edits.repository.ts'
import { undoBulkEditStep } from './undo.repository.ts'

export const UNDO_ERRORS = {
  nothing: 'bulkEdits.undo.nothing',
  notLast: 'bulkEdits.undo.notLast',
  undone: 'bulkEdits.undo.alreadyUndone',
  running: 'bulkEdits.undo.running',
} as const

const conflict = (code: string, message: string) =>
  new AppError('CONFLICT', message, { fields: [{ field: 'bulkEditId', code }] })

/**
 * Undoes the seller's LAST bulk edit of any kind (reprice, settings, CSV update; decision 279).
 * The caller names the edit it saw as last: if another came since, nothing is undone.
 */
export async function undoLastEdit(
  deps: { db: Db; listingChanges?: ListingChanges | undefined },
  user: UserRow,
  bulkEditId: string,
): Promise<UndoResult> {
  const { db } = deps
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
  const r = await undoBulkEditStep(db, {
    sellerId: user.id,
    actorId: user.id,
    bulkEditId,
    undoId: undo.id,
  })
  const skipped = r.matched - r.restored
  await finishBulkEdit(db, undo.id, {
    state: 'completed',
    matched: r.matched,
    updated: r.restored,
    refused: skipped,
  })
  if (r.restored > 0) deps.listingChanges?.changed(null)
  return {
    undo: toSummary((await findBulkEdit(db, user.id, undo.id))!),
    restored: r.restored,
    skipped,
  }
}
