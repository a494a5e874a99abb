import type { RepriceInput, RepricePreview } from '@namefolio/core/portfolio/bulk-reprice.contract'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { selectionCondition } from './portfolio-conditions.queries.ts'
import { assertPercentAllowed } from './percent-pricing.ts'
import { assertSelectionAllowed } from './select-all-gate.ts'
import { previewReprice } from './reprice.repository.ts'

/** The preview of a reprice over the seller's selection (issue 15), nothing written. */
export async function previewRepriceFor(
  db: Db,
  user: UserRow,
  input: RepriceInput,
): Promise<RepricePreview> {
  await assertPercentAllowed(db, user, input.reprice)
  await assertSelectionAllowed(db, user, input.selection)
  return previewReprice(db, selectionCondition(user.id, input.selection), input.reprice)
}
