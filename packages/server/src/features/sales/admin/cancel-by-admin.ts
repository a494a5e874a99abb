import { ADMIN_TRANSACTION_ERRORS } from '@namefolio/core/admin/admin-transactions.contract'
import { isCancellable } from '@namefolio/core/sales/transaction-machine'
import type { TransactionRow } from '../../../db/schema/sales.ts'
import type { UserRow } from '../../../db/schema/users.ts'
import { AppError } from '../../../http/app-error.ts'
import type { SalesDeps } from '../sales-deps.ts'
import type { RecordAdminAction } from './admin-audit-port.ts'
import { cancelTransaction } from '../transactions/cancel-transaction.ts'
import { getTransaction } from '../transactions/get-transaction.ts'

/**
 * An admin cancels a transaction the state machine still lets go (spec §4: before the
 * transfer completes) with a reason; what the buyer paid is refunded in full through the
 * payment provider and reversed in the ledger (decision 1345). Two audit entries,
 * `transaction.cancel` and `transaction.refund`, commit with the cancellation.
 */
export async function cancelByAdmin(
  deps: SalesDeps & { recordAdminAction: RecordAdminAction },
  transactionId: string,
  admin: UserRow,
  reason: string,
): Promise<TransactionRow> {
  const before = await getTransaction(deps.db, transactionId)
  if (!isCancellable(before.kind, before.status)) {
    throw new AppError('CONFLICT', 'This transaction can no longer be cancelled.', {
      fields: [{ field: 'status', code: ADMIN_TRANSACTION_ERRORS.notCancellable }],
    })
  }
  const actor = { role: 'admin' as const, id: admin.id }
  return cancelTransaction(deps, transactionId, actor, reason, async (tx, cancelled, refund) => {
    const subject = { actorId: admin.id, subjectType: 'transaction', subjectId: transactionId }
    await deps.recordAdminAction(tx, {
      ...subject,
      action: 'transaction.cancel',
      before: { status: before.status },
      after: { status: cancelled.status },
      note: reason,
    })
    await deps.recordAdminAction(tx, {
      ...subject,
      action: 'transaction.refund',
      before: { refundedMicros: 0 },
      after: { refundedMicros: refund.amountMicros, idempotencyKey: refund.idempotencyKey },
      note: reason,
    })
  })
}
