import type { PaymentOrderRow } from '../../../db/schema/sales.ts'
import { publishSellerEvent } from '../../../db/webhook-outbox.ts'
import { notifyUser } from '../notify-user.ts'
import type { SalesDeps } from '../sales-deps.ts'

/**
 * What follows a completed order outside its transaction: a charge for a domain sold to
 * someone else first is refunded; a paid one asks the seller for the auth code.
 */
export async function afterOrderPaid(deps: SalesDeps, order: PaymentOrderRow): Promise<void> {
  if (order.status === 'FAILED' && order.declineReason === 'already_sold') {
    await deps.provider.refund({
      idempotencyKey: `refund:order:${order.id}`,
      chargeId: order.providerChargeId ?? '',
      amountMicros: order.chargeMicros,
    })
    return
  }
  if (order.status !== 'PAID' || !order.transactionId) return
  await publishSellerEvent(deps.db, 'transaction.paid', order.sellerId, {
    transactionId: order.transactionId,
    domainName: order.domainName,
    kind: order.kind,
  })
  await notifyUser(
    deps,
    order.sellerId,
    `Sold: ${order.domainName} — we need the auth code`,
    `${order.domainName} was ${order.kind === 'LEASE' ? 'leased' : 'sold'}. Give us the auth code at ${deps.publicUrl}/sales/${order.transactionId}/details to start the transfer.`,
  )
}
