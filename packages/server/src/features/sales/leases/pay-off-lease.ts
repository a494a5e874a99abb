import { AppError } from '../../../http/app-error.ts'
import { findOrderChargeId } from '../checkout/payment-orders.repository.ts'
import type { SalesDeps } from '../sales-deps.ts'
import { getTransaction } from '../transactions/get-transaction.ts'
import { bookInstallment } from './book-installment.ts'
import { listInstallments, OPEN_INSTALLMENT_STATUSES } from './installments.repository.ts'

/** Early payoff: every remaining installment in one charge. */
export async function payOffLease(
  deps: SalesDeps,
  buyerId: string,
  id: string,
  key: string,
): Promise<{ paidMicros: number }> {
  const row = await getTransaction(deps.db, id)
  if (row.buyerId !== buyerId || row.kind !== 'LEASE')
    throw new AppError('NOT_FOUND', 'No such lease.')
  if (row.status !== 'CONFIRMED_TRANSFER')
    throw new AppError('CONFLICT', 'Only a running lease can be paid off.')
  const open = await listInstallments(deps.db, id, OPEN_INSTALLMENT_STATUSES)
  const total = open.reduce((s, i) => s + i.amountMicros, 0)
  if (open.length === 0) return { paidMicros: 0 }
  const result = await deps.provider.chargeAgain({
    idempotencyKey: `payoff:${id}:${key}`,
    amountMicros: total,
    firstChargeId: await findOrderChargeId(deps.db, row.orderId),
  })
  if (result.status === 'DECLINED') {
    throw new AppError('VALIDATION', 'The card was declined.', {
      fields: [{ field: 'card', code: 'checkout.payment.declined' }],
    })
  }
  for (const inst of open) await bookInstallment(deps, inst.id, result.chargeId)
  return { paidMicros: total }
}
