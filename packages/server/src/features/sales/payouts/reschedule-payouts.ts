import type { SalesDeps } from '../sales-deps.ts'
import { getTransaction } from '../transactions/get-transaction.ts'
import { moveTransaction } from '../transactions/move-transaction.ts'
import { listSellerPayouts } from './payouts.repository.ts'
import { schedulePayout } from './schedule-payout.ts'

/** Payouts a change of the seller's accounts or payee data may (un)block. */
const WAITING = ['OPEN', 'SCHEDULE_USER_ERROR', 'READY_FOR_PAYOUT', 'SCHEDULE_SUCCESS'] as const

/** After a payout account or payee change: payouts waiting for it are scheduled. */
export async function reschedulePayouts(deps: SalesDeps, sellerId: string): Promise<void> {
  const waiting = await listSellerPayouts(deps.db, sellerId, WAITING)
  for (const p of waiting) {
    await deps.db.transaction(async (tx) => {
      const row = await getTransaction(tx, p.transactionId)
      const updated = await schedulePayout(deps, tx, row, p.amountMicros, p.installmentId, p)
      if (row.kind !== 'SALE') return
      if (row.status === 'AWAITING_PAYEE_INFO' && updated.status !== 'OPEN') {
        await moveTransaction(tx, deps, row, {
          to: 'SCHEDULED_PAYOUT',
          note: 'Payout account added',
        })
      } else if (row.status === 'SCHEDULED_PAYOUT' && updated.status === 'OPEN') {
        await moveTransaction(tx, deps, row, {
          to: 'AWAITING_PAYEE_INFO',
          note: 'No payable account',
        })
      }
    })
  }
}
