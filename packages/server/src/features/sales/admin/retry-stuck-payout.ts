import { ADMIN_TRANSACTION_ERRORS } from '@namefolio/core/admin/admin-transactions.contract'
import type { PayoutRow } from '../../../db/schema/sales.ts'
import type { UserRow } from '../../../db/schema/users.ts'
import { AppError } from '../../../http/app-error.ts'
import { findPayout, lockPayout, updatePayout } from '../payouts/payouts.repository.ts'
import { schedulePayout } from '../payouts/schedule-payout.ts'
import type { SalesDeps } from '../sales-deps.ts'
import type { RecordAdminAction } from './admin-audit-port.ts'
import { getTransaction } from '../transactions/get-transaction.ts'
import { moveTransaction } from '../transactions/move-transaction.ts'

const STUCK: readonly PayoutRow['status'][] = ['SCHEDULE_USER_ERROR', 'SCHEDULE_SYSTEM_ERROR']

function notStuck(): AppError {
  return new AppError('CONFLICT', 'This payout is not stuck.', {
    fields: [{ field: 'status', code: ADMIN_TRANSACTION_ERRORS.payoutNotStuck }],
  })
}

/**
 * An admin retries a payout whose scheduling failed (spec §4 SCHEDULE_USER_ERROR,
 * SCHEDULE_SYSTEM_ERROR) through the same path as every payout (`schedulePayout`). When the
 * seller still has no payable account the retry is refused and nothing changes (decision 1345);
 * otherwise the payout is scheduled and `payout.retry` is recorded in the same transaction.
 */
export async function retryStuckPayout(
  deps: SalesDeps & { recordAdminAction: RecordAdminAction },
  payoutId: string,
  admin: UserRow,
): Promise<PayoutRow> {
  const found = await findPayout(deps.db, payoutId)
  if (!found) throw new AppError('NOT_FOUND', 'No such payout.')
  if (!STUCK.includes(found.status)) throw notStuck()
  return deps.db.transaction(async (tx) => {
    const locked = await lockPayout(tx, payoutId)
    if (!locked || !STUCK.includes(locked.status)) throw notStuck()
    const row = await getTransaction(tx, locked.transactionId)
    const scheduled = await schedulePayout(
      deps,
      tx,
      row,
      locked.amountMicros,
      locked.installmentId,
      locked,
    )
    if (scheduled.status === 'OPEN') {
      throw new AppError('CONFLICT', 'The seller still has no payable payout account.', {
        fields: [{ field: 'payoutAccount', code: ADMIN_TRANSACTION_ERRORS.payoutStillBlocked }],
      })
    }
    const cleared = await updatePayout(tx, payoutId, { error: null })
    if (row.kind === 'SALE' && row.status === 'AWAITING_PAYEE_INFO') {
      const by = { role: 'admin' as const, id: admin.id }
      await moveTransaction(tx, deps, row, { to: 'SCHEDULED_PAYOUT', by, note: 'Payout retried' })
    }
    await deps.recordAdminAction(tx, {
      actorId: admin.id,
      action: 'payout.retry',
      subjectType: 'payout',
      subjectId: payoutId,
      before: { status: locked.status, error: locked.error },
      after: { status: cleared.status, scheduledFor: cleared.scheduledFor?.toISOString() ?? null },
    })
    return cleared
  })
}
