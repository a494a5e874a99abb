import { formatUsd } from '@namefolio/core/money/money'
import { payoutPosting } from '@namefolio/core/sales/ledger'
import type { PayoutRow } from '../../../db/schema/sales.ts'
import { AppError } from '../../../http/app-error.ts'
import { completeLeaseIfDone } from '../leases/complete-lease-if-done.ts'
import { insertPosting } from '../ledger.repository.ts'
import { publishSellerEvent } from '../../../db/webhook-outbox.ts'
import { notifyUser } from '../notify-user.ts'
import type { Actor, SalesDeps } from '../sales-deps.ts'
import { getTransaction } from '../transactions/get-transaction.ts'
import { moveTransaction } from '../transactions/move-transaction.ts'
import { findPayout, lockPayout, updatePayout } from './payouts.repository.ts'

/** Asks the provider to pay (idempotent by payout id); a provider failure is retried later. */
async function sendPayout(deps: SalesDeps, payout: PayoutRow): Promise<{ payoutId: string }> {
  try {
    return await deps.provider.payout({
      idempotencyKey: `payout:${payout.id}`,
      amountMicros: payout.amountMicros,
      accountRef: payout.payoutAccountId ?? '',
    })
  } catch (error) {
    await updatePayout(deps.db, payout.id, {
      status: 'SCHEDULE_SYSTEM_ERROR',
      error: String(error),
    })
    throw new AppError(
      'DEPENDENCY_ISSUE',
      'The payout provider did not answer; it will be retried.',
    )
  }
}

/** Sends one payout through the provider (idempotent by payout id) and books it. */
export async function issuePayout(
  deps: SalesDeps,
  payoutId: string,
  actor: Actor,
): Promise<PayoutRow> {
  const { clock } = deps
  const payout = await findPayout(deps.db, payoutId)
  if (!payout) throw new AppError('NOT_FOUND', 'No such payout.')
  if (payout.status === 'PAID') return payout
  if (payout.status !== 'SCHEDULE_SUCCESS' && payout.status !== 'READY_FOR_PAYOUT') {
    throw new AppError('CONFLICT', 'This payout has no payable account yet.')
  }
  const sent = await sendPayout(deps, payout)
  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockPayout(tx, payout.id)
    if (!locked || locked.status === 'PAID') return locked!
    const now = clock.now()
    const paid = await updatePayout(tx, payout.id, {
      status: 'PAID',
      paidAt: now,
      providerPayoutId: sent.payoutId,
      updatedAt: now,
    })
    let row = await getTransaction(tx, payout.transactionId)
    await insertPosting(tx, row, payoutPosting(payout.amountMicros), clock.now(), {
      payoutId: payout.id,
      installmentId: payout.installmentId,
    })
    if (row.kind === 'SALE' && row.status === 'SCHEDULED_PAYOUT') {
      const note = `Payout of ${formatUsd(payout.amountMicros, 2)} issued`
      row = await moveTransaction(tx, deps, row, { to: 'PAID', by: actor, note: note })
    }
    if (row.kind === 'LEASE') await completeLeaseIfDone(tx, clock, row)
    return paid
  })
  await publishSellerEvent(deps.db, 'payout.issued', payout.sellerId, {
    payoutId: payout.id,
    transactionId: payout.transactionId,
    amountMicros: payout.amountMicros,
  })
  const sentText = `We sent you ${formatUsd(payout.amountMicros, 2)}.`
  await notifyUser(deps, payout.sellerId, 'Payout issued', sentText)
  return result
}
