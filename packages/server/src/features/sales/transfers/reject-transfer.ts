import type { TransactionRow } from '../../../db/schema/sales.ts'
import type { Actor, SalesDeps } from '../sales-deps.ts'
import { getTransaction } from '../transactions/get-transaction.ts'
import { moveTransaction } from '../transactions/move-transaction.ts'

/** An admin sends the transfer back to the seller (a wrong auth code). */
export async function rejectTransfer(
  deps: SalesDeps,
  id: string,
  actor: Actor,
  note: string,
): Promise<TransactionRow> {
  const row = await getTransaction(deps.db, id)
  return moveTransaction(deps.db, deps, row, {
    to: 'AWAITING_AUTH_CODE',
    by: actor,
    note: note,
  })
}
