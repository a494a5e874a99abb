import { formatUsd } from '@namefolio/core/money/money'
import { refundPosting } from '@namefolio/core/sales/ledger'
import { isCancellable } from '@namefolio/core/sales/transaction-machine'
import type { Db } from '../../../db/client.ts'
import type { TransactionRow } from '../../../db/schema/sales.ts'
import { AppError } from '../../../http/app-error.ts'
import { findOrderChargeId } from '../checkout/payment-orders.repository.ts'
import { cancelInstallments } from '../leases/installments.repository.ts'
import { insertPosting, listPaymentEntries, type LedgerEntryRow } from '../ledger.repository.ts'
import { setSaleMarks } from '../sale-domains.repository.ts'
import type { Actor, SalesDeps } from '../sales-deps.ts'
import { getTransaction } from './get-transaction.ts'
import { moveTransaction } from './move-transaction.ts'

/** The payment entries grouped by posting: each is reversed by one refund posting. */
function groupByPosting(entries: LedgerEntryRow[]): LedgerEntryRow[][] {
  const byPosting = new Map<string, LedgerEntryRow[]>()
  for (const e of entries) byPosting.set(e.postingId, [...(byPosting.get(e.postingId) ?? []), e])
  return [...byPosting.values()]
}

/** Told inside the cancellation's database transaction (the admin's audit entries, issue 19). */
export type CancelledHook = (
  tx: Db,
  cancelled: TransactionRow,
  refund: { amountMicros: number; idempotencyKey: string },
) => Promise<void>

/** Refunds what the buyer paid, then reverses the ledger and frees the domain in one go. */
async function finishCancellation(
  deps: SalesDeps,
  row: TransactionRow,
  onCancelled?: CancelledHook,
) {
  const { clock } = deps
  const entries = await listPaymentEntries(deps.db, row.id)
  const paidMicros = entries
    .filter((e) => e.account === 'BUYER')
    .reduce((s, e) => s - e.amountMicros, 0)
  const idempotencyKey = `refund:${row.id}`
  await deps.provider.refund({
    idempotencyKey,
    chargeId: await findOrderChargeId(deps.db, row.orderId),
    amountMicros: paidMicros,
  })
  const cancelled = await deps.db.transaction(async (tx) => {
    const current = await getTransaction(tx, row.id)
    if (current.status !== 'CANCEL_REQUESTED') return current
    for (const group of groupByPosting(entries)) {
      const posting = refundPosting({
        kind: group[0]!.kind,
        entries: group.map((e) => ({ account: e.account, amountMicros: e.amountMicros })),
      })
      await insertPosting(tx, current, posting, clock.now(), {
        installmentId: group[0]!.installmentId,
      })
    }
    const now = clock.now()
    await cancelInstallments(tx, row.id, ['SCHEDULED'])
    await setSaleMarks(tx, row.domainId, { soldAt: null, leasedAt: null }, now)
    const note = `Refunded ${formatUsd(paidMicros, 2)} to the buyer`
    const cancelled = await moveTransaction(tx, deps, current, { to: 'CANCELLED', note: note })
    await onCancelled?.(tx, cancelled, { amountMicros: paidMicros, idempotencyKey })
    return cancelled
  })
  deps.listingChanges?.changed([row.domainName])
  return cancelled
}

/** Cancellation with a full refund, before the transfer completes. */
export async function cancelTransaction(
  deps: SalesDeps,
  id: string,
  actor: Actor,
  reason: string,
  onCancelled?: CancelledHook,
): Promise<TransactionRow> {
  const row = await getTransaction(deps.db, id)
  if (actor.role === 'buyer' && row.buyerId !== actor.id)
    throw new AppError('NOT_FOUND', 'No such transaction.')
  if (actor.role === 'seller' && row.sellerId !== actor.id)
    throw new AppError('NOT_FOUND', 'No such transaction.')
  if (!isCancellable(row.kind, row.status)) {
    throw new AppError('CONFLICT', 'This transaction can no longer be cancelled.')
  }
  const requested = await moveTransaction(deps.db, deps, row, {
    to: 'CANCEL_REQUESTED',
    by: actor,
    note: reason,
  })
  return finishCancellation(deps, requested, onCancelled)
}
