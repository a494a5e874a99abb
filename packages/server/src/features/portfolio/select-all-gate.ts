import type { BulkSelection } from '@namefolio/core/portfolio/portfolio-bulk.contract'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { requireFeature } from '../../http/feature-gate.ts'

/**
 * A selection across pages ("select all", kind 'filter') needs the §6 selectAll switch on for
 * the seller (issue 19); a list of names always works.
 */
export async function assertSelectionAllowed(
  db: Db,
  user: UserRow,
  selection: BulkSelection,
): Promise<void> {
  if (selection.kind === 'filter') await requireFeature(db, user.id, 'selectAll')
}
