import { createHash } from 'node:crypto'
import { isInstantlySellable } from '@namefolio/core/domains/fast-transfer'
import {
  PARTNER_ERRORS,
  type CreatePartnerOrderSchema,
  type PartnerOrder,
} from '@namefolio/core/partners/partner-network.contract'
import {
  TRANSACTION_STATUSES,
  type TransactionStatus,
} from '@namefolio/core/sales/transaction-status'
import type { z } from 'zod'
import { findOrCreateBuyerAccount } from '../../db/buyer-accounts.ts'
import type { PartnerRow } from '../../db/schema/partners.ts'
import { AppError } from '../../http/app-error.ts'
import type { PartnerDeps } from './partner-deps.ts'
import { findPartnerListing } from './partner-listings.queries.ts'
import {
  findPartnerOrderByKey,
  findPartnerOrderView,
  insertPartnerOrder,
  type PartnerOrderView,
} from './partner-orders.repository.ts'

type OrderInput = z.output<typeof CreatePartnerOrderSchema>

function refuse(code: 'CONFLICT' | 'NOT_FOUND', message: string, key: string): never {
  throw new AppError(code, message, { fields: [{ field: 'domainName', code: key }] })
}

function hashOf(input: OrderInput): string {
  // The card's last four stand for it: the full number is never stored (as checkout does).
  const { payment, ...rest } = input
  const card = payment.cardNumber.replace(/\D/g, '').slice(-4)
  return createHash('sha256')
    .update(JSON.stringify({ ...rest, card, cardName: payment.cardName }))
    .digest('base64url')
}

const STATUS_SET: ReadonlySet<string> = new Set(TRANSACTION_STATUSES)

export function toPartnerOrder(view: PartnerOrderView, sandbox: boolean): PartnerOrder {
  const paid = view.paymentStatus === 'PAID'
  return {
    id: view.id,
    domainName: view.domainName,
    paymentStatus: paid ? 'PAID' : view.paymentStatus === 'DECLINED' ? 'DECLINED' : 'FAILED',
    chargedMicros: paid ? view.chargeMicros : 0,
    transactionId: view.transactionId,
    transferStatus:
      view.transactionStatus !== null && STATUS_SET.has(view.transactionStatus)
        ? (view.transactionStatus as TransactionStatus)
        : null,
    createdAt: view.createdAt.toISOString(),
    sandbox,
  }
}

export async function getPartnerOrder(
  deps: PartnerDeps,
  partner: PartnerRow,
  orderId: string,
): Promise<PartnerOrder> {
  const view = await findPartnerOrderView(deps.db, partner.id, orderId)
  if (!view) throw new AppError('NOT_FOUND', 'No such order.')
  return toPartnerOrder(view, deps.isSandbox)
}

/**
 * A partner buys a listing for its customer (issue 24): only a listing shown to partners and
 * eligible for fast transfer (spec §4, decision 1131), at the price the partner quoted, for a
 * buyer account by the customer's e-mail (decision 1134), through the normal checkout and
 * transaction under the partner's Idempotency-Key. The same key replays the first order; the
 * same key with another order is a conflict.
 */
export async function placePartnerOrder(
  deps: PartnerDeps,
  partner: PartnerRow,
  input: OrderInput,
  key: string,
): Promise<PartnerOrder> {
  const requestHash = hashOf(input)
  const earlier = await findPartnerOrderByKey(deps.db, partner.id, key)
  if (earlier) {
    if (earlier.requestHash !== requestHash) {
      throw new AppError('CONFLICT', 'This Idempotency-Key was used for a different order.')
    }
    return getPartnerOrder(deps, partner, earlier.id)
  }
  const listing = await findPartnerListing(deps.db, input.domainName)
  if (!listing)
    refuse('NOT_FOUND', 'This domain is not offered to partners.', PARTNER_ERRORS.notListed)
  if (!isInstantlySellable(listing.fastTransferStatus)) {
    refuse('CONFLICT', 'This domain is not instantly available.', PARTNER_ERRORS.notInstant)
  }
  if (listing.priceMicros !== input.priceMicros) {
    refuse('CONFLICT', 'The price changed; ask for a new quote.', PARTNER_ERRORS.priceChanged)
  }
  const { customer } = input
  const email = customer.email.trim().toLowerCase()
  const buyer = await findOrCreateBuyerAccount(deps.db, { ...customer, email })
  if (buyer.id === listing.sellerId) {
    refuse('CONFLICT', 'The customer owns this domain.', PARTNER_ERRORS.customerIsSeller)
  }
  const result = await deps.placeOrder(
    buyer,
    {
      source: 'LANDER',
      domainName: listing.name,
      kind: 'SALE',
      cardNumber: input.payment.cardNumber,
      cardName: input.payment.cardName,
    },
    // The checkout's keys are per buyer; this one is also per partner.
    `partner.${partner.id}.${key}`,
  )
  const row = await insertPartnerOrder(deps.db, {
    partnerId: partner.id,
    idempotencyKey: key,
    requestHash,
    paymentOrderId: result.orderId,
    buyerId: buyer.id,
    sellerId: listing.sellerId,
    domainName: listing.name,
  })
  return getPartnerOrder(deps, partner, row.id)
}
