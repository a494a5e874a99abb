import { formatUsd } from '@namefolio/core/money/money'
import { splitPayment } from '@namefolio/core/sales/commission'
import { paymentPosting } from '@namefolio/core/sales/ledger'
import { insertPosting } from '../ledger.repository.ts'
import { schedulePayout } from '../payouts/schedule-payout.ts'
import type { SalesDeps } from '../sales-deps.ts'
import { getTransaction } from '../transactions/get-transaction.ts'
import { noteTransaction } from '../transactions/move-transaction.ts'
import { lockInstallment, updateInstallment } from './installments.repository.ts'

/**
 * Books a charged installment in one transaction: marked paid with its split, posted to the
 * ledger, noted on the transaction and, once the lease runs, its payout scheduled. Booking an
 * installment already paid does nothing.
 */
export async function bookInstallment(
  deps: SalesDeps,
  instId: string,
  chargeId: string,
): Promise<void> {
  const { clock } = deps
  await deps.db.transaction(async (tx) => {
    const inst = await lockInstallment(tx, instId)
    if (!inst || inst.status === 'PAID') return
    const row = await getTransaction(tx, inst.transactionId)
    const split = splitPayment(inst.amountMicros, row.commissionBps, row.paymentMethod)
    const now = clock.now()
    await updateInstallment(tx, inst.id, {
      status: 'PAID',
      paidAt: now,
      providerChargeId: chargeId,
      sellerMicros: split.sellerMicros,
      commissionMicros: split.commissionMicros,
      feeMicros: split.feeMicros,
      lastAttemptAt: now,
    })
    await insertPosting(tx, row, paymentPosting(split, 'INSTALLMENT'), clock.now(), {
      installmentId: inst.id,
    })
    const paid = `Installment ${inst.seq} of ${row.leaseMonths} paid`
    await noteTransaction(tx, now, row, `${paid}: ${formatUsd(inst.amountMicros, 2)}`)
    if (row.status === 'CONFIRMED_TRANSFER')
      await schedulePayout(deps, tx, row, split.sellerMicros, inst.id)
  })
}
