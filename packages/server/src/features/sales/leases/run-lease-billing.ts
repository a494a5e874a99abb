import { formatUsd } from '@namefolio/core/money/money'
import type { LeaseInstallmentRow } from '../../../db/schema/sales.ts'
import { findOrderChargeId } from '../checkout/payment-orders.repository.ts'
import { notifyUser } from '../notify-user.ts'
import { DAY_MS } from '../sales-clock.ts'
import type { SalesDeps } from '../sales-deps.ts'
import { getTransaction } from '../transactions/get-transaction.ts'
import { noteTransaction } from '../transactions/move-transaction.ts'
import { bookInstallment } from './book-installment.ts'
import { defaultLease } from './default-lease.ts'
import { listDueInstallments, updateInstallment } from './installments.repository.ts'

type BillingCounts = { paid: number; late: number; defaulted: number }

/** Charges one installment against the card of the lease's first payment. */
async function chargeInstallment(deps: SalesDeps, inst: LeaseInstallmentRow) {
  const row = await getTransaction(deps.db, inst.transactionId)
  const result = await deps.provider.chargeAgain({
    idempotencyKey: `installment:${inst.id}:${inst.remindersSent}`,
    amountMicros: inst.amountMicros,
    firstChargeId: await findOrderChargeId(deps.db, row.orderId),
  })
  return { row, result }
}

/**
 * The lease scheduler (decision 804): installments due by the clock are charged; a declined
 * one is LATE and the buyer is reminded (at most daily); once the grace period has passed
 * the lease defaults: terminated, the domain back with the seller, who keeps what was paid.
 */
export async function runLeaseBilling(deps: SalesDeps): Promise<BillingCounts> {
  const { db, leaseGraceDays } = deps
  const now = deps.clock.now()
  const due = await listDueInstallments(db, now, 500)
  const counts = { paid: 0, late: 0, defaulted: 0 }
  const defaulted = new Set<string>()
  for (const inst of due) {
    if (defaulted.has(inst.transactionId)) continue
    if (inst.lastAttemptAt && now.getTime() - inst.lastAttemptAt.getTime() < DAY_MS) continue
    const { row, result } = await chargeInstallment(deps, inst)
    if (result.status === 'SUCCEEDED') {
      await bookInstallment(deps, inst.id, result.chargeId)
      counts.paid += 1
      continue
    }
    if (now.getTime() >= inst.dueAt.getTime() + leaseGraceDays * DAY_MS) {
      const note = `Installment ${inst.seq} unpaid after the ${leaseGraceDays}-day grace period`
      await defaultLease(deps, row.id, note)
      defaulted.add(row.id)
      counts.defaulted += 1
      continue
    }
    const reminder = inst.remindersSent + 1
    await updateInstallment(db, inst.id, {
      status: 'LATE',
      remindersSent: reminder,
      lastAttemptAt: now,
    })
    const declined = `Installment ${inst.seq} declined`
    await noteTransaction(db, now, row, `${declined}; reminder ${reminder} sent to the buyer`)
    await notifyUser(
      deps,
      row.buyerId,
      `Payment due for ${row.domainName}`,
      `Installment ${inst.seq} of your lease of ${row.domainName} (${formatUsd(inst.amountMicros, 2)}) was declined. Update your card within ${leaseGraceDays} days of the due date or the lease ends.`,
    )
    counts.late += 1
  }
  return counts
}
