import type { TransactionRow } from '../../../db/schema/sales.ts'
import { SYSTEM_ACTOR, type Actor, type SalesDeps } from '../sales-deps.ts'
import { moveTransaction } from '../transactions/move-transaction.ts'
import { confirmTransfer } from './confirm-transfer.ts'

/** The transfer starts at the registrar; an adapter that finishes it at once confirms it. */
export async function startTransfer(
  deps: SalesDeps,
  row: TransactionRow,
  actor: Actor,
  note: string,
): Promise<TransactionRow> {
  const moved = await moveTransaction(deps.db, deps, row, {
    to: 'PENDING_TRANSFER',
    by: actor,
    note: note,
  })
  const outcome = await deps.registrar.startTransfer({
    domainName: row.domainName,
    toHolding: row.kind === 'LEASE',
  })
  if (outcome === 'DONE') return confirmTransfer(deps, moved.id, SYSTEM_ACTOR)
  return moved
}
