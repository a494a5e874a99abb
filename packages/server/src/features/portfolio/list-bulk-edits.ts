import type { BulkEditList } from '@namefolio/core/portfolio/bulk-reprice.contract'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { listRecentEdits, refusalsByRule, toSummary } from './bulk-edits.repository.ts'

/** How many recent edits the listing history shows. */
export const RECENT_EDITS = 20

/** The listing history (issue 15): the seller's recent bulk edits, and which one undo reverts. */
export async function listBulkEdits(db: Db, user: UserRow): Promise<BulkEditList> {
  const rows = await listRecentEdits(db, user.id, RECENT_EDITS)
  const byRule = await refusalsByRule(
    db,
    rows.map((r) => r.id),
  )
  const last = rows.find((r) => r.kind !== 'undo')
  const undoable = last && last.undoneAt === null && last.state !== 'running' ? last.id : null
  return {
    items: rows.map((r) => toSummary(r, byRule.get(r.id) ?? [])),
    undoableId: undoable,
  }
}
