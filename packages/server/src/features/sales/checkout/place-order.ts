import type { PaymentOrderRow } from '../../../db/schema/sales.ts'
import type { UserRow } from '../../../db/schema/users.ts'
import { markPaymentStarted } from '../agreed-payment.repository.ts'
import type { TransactionKind } from '@namefolio/core/sales/transaction-machine'
import type { CheckoutDeps } from './checkout-deps.ts'
import { findPaymentOrder, insertPaymentOrder } from './payment-orders.repository.ts'
import { resolveOffer, type CheckoutRequest } from './resolve-offer.ts'

export type PlaceOrderInput = CheckoutRequest & { cardNumber: string; cardName: string }

export type PlaceOrderResult = {
  orderId: string
  status: 'PAID' | 'DECLINED' | 'FAILED'
  transactionId: string | null
  kind: TransactionKind
  domainName: string
  chargedMicros: number
  declineReason: string | null
  sandbox: boolean
}

const SCOPE = 'checkout'

function resultOf(order: PaymentOrderRow, sandbox: boolean): PlaceOrderResult {
  return {
    orderId: order.id,
    status: order.status === 'PAID' ? 'PAID' : order.status === 'DECLINED' ? 'DECLINED' : 'FAILED',
    transactionId: order.transactionId,
    kind: order.kind,
    domainName: order.domainName,
    chargedMicros: order.status === 'PAID' ? order.chargeMicros : 0,
    declineReason: order.declineReason,
    sandbox,
  }
}

async function chargeAndComplete(
  deps: CheckoutDeps,
  order: PaymentOrderRow,
  cardNumber: string | null,
): Promise<PaymentOrderRow> {
  // The provider's idempotency key is the order id: a retry never charges twice.
  const charge =
    cardNumber !== null
      ? await deps.provider.charge({
          idempotencyKey: order.id,
          amountMicros: order.chargeMicros,
          cardNumber,
        })
      : await deps.provider.findCharge(order.id)
  if (!charge) return order
  if (deps.pauseAfterChargeMs > 0) {
    // Crash test only (APP_ENV test): the window between the charge and the transaction.
    await new Promise((resolve) => setTimeout(resolve, deps.pauseAfterChargeMs))
  }
  const done = await deps.sales.completeOrder(order.id, charge)
  await deps.sales.afterOrderPaid(done)
  return done
}

/** The order row, written before the charge so a crash after it can be reconciled. */
async function createOrder(
  deps: CheckoutDeps,
  buyer: UserRow,
  input: PlaceOrderInput,
  key: string,
): Promise<PaymentOrderRow> {
  const offer = await resolveOffer(deps.db, buyer, input)
  const digits = input.cardNumber.replace(/\D/g, '')
  const order = await insertPaymentOrder(deps.db, {
    buyerId: buyer.id,
    sellerId: offer.domain.sellerId,
    domainId: offer.domain.id,
    domainName: offer.domain.name,
    kind: offer.kind,
    source: offer.source,
    agreedPriceId: offer.agreedPriceId,
    priceMicros: offer.priceMicros,
    chargeMicros: offer.chargeMicros,
    leaseMonths: offer.months,
    paymentMethod: 'CREDIT_CARD',
    cardLast4: digits.slice(-4),
    provider: deps.provider.name,
  })
  await deps.idempotency.note(buyer.id, SCOPE, key, { orderId: order.id })
  if (offer.agreedPriceId !== null) {
    await markPaymentStarted(deps.db, offer.agreedPriceId, deps.now())
  }
  return order
}

/**
 * Places an order under the buyer's Idempotency-Key: the order row is written before the
 * charge, the charge uses the order id as the provider's key, and the paid order becomes a
 * transaction in one database transaction. The same key replays the first answer; a key
 * whose first attempt crashed resumes it (decision 805).
 */
export async function placeOrder(
  deps: CheckoutDeps,
  buyer: UserRow,
  input: PlaceOrderInput,
  key: string,
): Promise<PlaceOrderResult> {
  const { cardNumber, ...rest } = input
  const fingerprint = { ...rest, card: cardNumber.replace(/\D/g, '').slice(-4) }
  const claim = await deps.idempotency.claim(buyer.id, SCOPE, key, fingerprint)
  if (claim.kind === 'replay') return claim.response as PlaceOrderResult
  let order: PaymentOrderRow | null = null
  if (claim.kind === 'resume') {
    const orderId = (claim.note as { orderId?: string } | null)?.orderId
    if (orderId) order = await findPaymentOrder(deps.db, orderId)
  }
  order ??= await createOrder(deps, buyer, input, key)
  if (order.status === 'CREATED') order = await chargeAndComplete(deps, order, cardNumber)
  const result = resultOf(order, deps.provider.isSandbox)
  await deps.idempotency.finish(buyer.id, SCOPE, key, 200, result)
  return result
}
