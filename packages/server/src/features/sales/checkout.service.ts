import { and, eq } from 'drizzle-orm'
import { LEASE_MIN_MONTHS } from '@namefolio/core/constants/limits'
import { quoteLease } from '@namefolio/core/pricing/lease-quote'
import type { TransactionKind } from '@namefolio/core/sales/transaction-machine'
import type { Db } from '../../db/client.ts'
import { domains, type DomainRow } from '../../db/schema/domains.ts'
import { leadAgreedPrices } from '../../db/schema/leads.ts'
import { checkoutLinks } from '../../db/schema/portfolio.ts'
import { paymentOrders, type PaymentOrderRow } from '../../db/schema/sales.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import {
  isReservedByAgreement,
  markCheckoutOpened,
  markPaymentStarted,
} from './agreed-payment.repository.ts'
import type { Idempotency } from './idempotency.ts'
import type { PaymentProvider } from './payment-provider.ts'
import type { SalesService } from './sales.service.ts'

export type CheckoutSource =
  | { source: 'LANDER'; domainName: string }
  | { source: 'CHECKOUT_LINK'; linkId: string }
  | { source: 'AGREED_PRICE'; agreedPriceId: string }

export type CheckoutOffer = {
  domain: DomainRow
  source: CheckoutSource['source']
  kind: TransactionKind
  priceMicros: number
  months: number | null
  agreedPriceId: string | null
  /** An agreed price's payment deadline (decision 960); null for other sources. */
  paymentDeadline: Date | null
  /** What is charged now: the price, or the first installment of a lease. */
  chargeMicros: number
}

export type PlaceOrderInput = CheckoutSource & {
  kind: TransactionKind
  months?: number | undefined
  cardNumber: string
  cardName: string
}

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

function unavailable(): never {
  throw new AppError('NOT_FOUND', 'This domain is not for sale at the moment.')
}

function reservedForAnotherBuyer(): never {
  throw new AppError(
    'CONFLICT',
    'A buyer has agreed a price for this domain and has a few days to pay. Make an offer, or come back later.',
  )
}

function isPurchasable(d: DomainRow): boolean {
  return d.status === 'ACTIVE' && d.soldAt === null && d.leasedAt === null
}

/** Checkout (decision 800): what a buyer may buy, at which price, and the paid order. */
export function createCheckout(deps: {
  db: Db
  provider: PaymentProvider
  idempotency: Idempotency
  sales: SalesService
  pauseAfterChargeMs: number
  /** The sales clock (decision 807): payment signals are stamped with it. */
  now: () => Date
}) {
  const { db } = deps

  async function resolveOffer(
    buyer: UserRow | null,
    input: CheckoutSource & { kind: TransactionKind; months?: number | undefined },
  ): Promise<CheckoutOffer> {
    let domain: DomainRow | undefined
    let priceMicros: number | null = null
    let agreedPriceId: string | null = null
    let paymentDeadline: Date | null = null
    if (input.source === 'LANDER') {
      ;[domain] = await db
        .select()
        .from(domains)
        .where(eq(domains.name, input.domainName.toLowerCase()))
        .limit(1)
      if (!domain || domain.hidden) unavailable()
      priceMicros = domain.buynowPriceMicros
    } else if (input.source === 'CHECKOUT_LINK') {
      const [row] = await db
        .select({ domain: domains })
        .from(checkoutLinks)
        .innerJoin(domains, eq(domains.id, checkoutLinks.domainId))
        .where(eq(checkoutLinks.linkId, input.linkId))
        .limit(1)
      domain = row?.domain
      priceMicros = domain?.buynowPriceMicros ?? null
    } else {
      const [row] = await db
        .select({ agreed: leadAgreedPrices, domain: domains })
        .from(leadAgreedPrices)
        .innerJoin(domains, eq(domains.id, leadAgreedPrices.domainId))
        .where(
          and(eq(leadAgreedPrices.id, input.agreedPriceId), eq(leadAgreedPrices.status, 'OPEN')),
        )
        .limit(1)
      if (!row || (buyer && row.agreed.buyerId !== buyer.id)) unavailable()
      domain = row.domain
      priceMicros = row.agreed.priceMicros
      agreedPriceId = row.agreed.id
      paymentDeadline = row.agreed.deadlineAt
    }
    if (!domain || !isPurchasable(domain) || !priceMicros || priceMicros <= 0) unavailable()
    if (await isReservedByAgreement(db, domain.id, agreedPriceId)) reservedForAnotherBuyer()
    if (buyer && buyer.id === domain.sellerId) {
      throw new AppError('FORBIDDEN', 'You cannot buy your own domain.')
    }
    if (input.kind === 'LEASE') {
      const months = input.months ?? 0
      if (!domain.leasingEnabled || months < LEASE_MIN_MONTHS || months > domain.maxLeasePeriod) {
        throw new AppError('VALIDATION', 'This lease term is not offered for this domain.', {
          fields: [
            {
              field: 'months',
              code: 'checkout.lease.term',
              values: { max: domain.maxLeasePeriod },
            },
          ],
        })
      }
      const quote = quoteLease(priceMicros, months)
      return {
        domain,
        source: input.source,
        kind: 'LEASE',
        priceMicros,
        months,
        agreedPriceId,
        paymentDeadline,
        chargeMicros: quote.firstInstallmentMicros,
      }
    }
    return {
      domain,
      source: input.source,
      kind: 'SALE',
      priceMicros,
      months: null,
      agreedPriceId,
      paymentDeadline,
      chargeMicros: priceMicros,
    }
  }

  /** The checkout page: an agreed price's buyer opening it is a signal the seller sees (decision 961). */
  async function openCheckout(
    buyer: UserRow | null,
    input: CheckoutSource & { kind: TransactionKind; months?: number | undefined },
  ): Promise<CheckoutOffer> {
    const offer = await resolveOffer(buyer, input)
    if (offer.agreedPriceId !== null && buyer !== null) {
      await markCheckoutOpened(db, offer.agreedPriceId, deps.now())
    }
    return offer
  }

  function resultOf(order: PaymentOrderRow): PlaceOrderResult {
    return {
      orderId: order.id,
      status:
        order.status === 'PAID' ? 'PAID' : order.status === 'DECLINED' ? 'DECLINED' : 'FAILED',
      transactionId: order.transactionId,
      kind: order.kind,
      domainName: order.domainName,
      chargedMicros: order.status === 'PAID' ? order.chargeMicros : 0,
      declineReason: order.declineReason,
      sandbox: deps.provider.isSandbox,
    }
  }

  async function chargeAndComplete(
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

  /**
   * Places an order under the buyer's Idempotency-Key: the order row is written before the
   * charge, the charge uses the order id as the provider's key, and the paid order becomes a
   * transaction in one database transaction. The same key replays the first answer; a key
   * whose first attempt crashed resumes it (decision 805).
   */
  async function placeOrder(
    buyer: UserRow,
    input: PlaceOrderInput,
    key: string,
  ): Promise<PlaceOrderResult> {
    const { cardNumber, ...rest } = input
    const fingerprint = { ...rest, card: cardNumber.replace(/\D/g, '').slice(-4) }
    const claim = await deps.idempotency.claim(buyer.id, 'checkout', key, fingerprint)
    if (claim.kind === 'replay') return claim.response as PlaceOrderResult
    let order: PaymentOrderRow | undefined
    if (claim.kind === 'resume') {
      const orderId = (claim.note as { orderId?: string } | null)?.orderId
      if (orderId)
        [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId))
    }
    if (!order) {
      const offer = await resolveOffer(buyer, input)
      const digits = cardNumber.replace(/\D/g, '')
      ;[order] = await db
        .insert(paymentOrders)
        .values({
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
        .returning()
      await deps.idempotency.note(buyer.id, 'checkout', key, { orderId: order!.id })
      if (offer.agreedPriceId !== null) {
        await markPaymentStarted(db, offer.agreedPriceId, deps.now())
      }
    }
    let done = order!
    if (done.status === 'CREATED') done = await chargeAndComplete(done, cardNumber)
    const result = resultOf(done)
    await deps.idempotency.finish(buyer.id, 'checkout', key, 200, result)
    return result
  }

  return { resolveOffer, openCheckout, placeOrder }
}

export type Checkout = ReturnType<typeof createCheckout>
