import type { TransactionRow } from '../../../db/schema/sales.ts'
import { listInstallments } from '../leases/installments.repository.ts'
import { sumSellerOwed } from '../ledger.repository.ts'
import { schedulePayout } from '../payouts/schedule-payout.ts'
import type { Actor, SalesDeps } from '../sales-deps.ts'
import { getTransaction } from '../transactions/get-transaction.ts'
import { moveTransaction } from '../transactions/move-transaction.ts'

/**
 * An admin (or the registrar adapter) confirms the transfer; payouts are scheduled: the
 * sale's whole share, or one per installment the lease's buyer has paid so far.
 */
export async function confirmTransfer(
  deps: SalesDeps,
  id: string,
  actor: Actor,
): Promise<TransactionRow> {
  return deps.db.transaction(async (tx) => {
    let row = await getTransaction(tx, id)
    row = await moveTransaction(tx, deps, row, {
      to: 'CONFIRMED_TRANSFER',
      by: actor,
      note:
        row.kind === 'LEASE'
          ? 'Domain held by Namefolio for the lease'
          : 'Transfer to the buyer complete',
    })
    if (row.kind === 'SALE') {
      const owed = await sumSellerOwed(tx, row.id)
      const payout = await schedulePayout(deps, tx, row, owed, null)
      const next = payout.status === 'OPEN' ? 'AWAITING_PAYEE_INFO' : 'SCHEDULED_PAYOUT'
      row = await moveTransaction(tx, deps, row, { to: next })
    } else {
      const paid = await listInstallments(tx, row.id, ['PAID'])
      for (const inst of paid) {
        await schedulePayout(deps, tx, row, inst.sellerMicros ?? 0, inst.id)
      }
    }
    return row
  })
}
