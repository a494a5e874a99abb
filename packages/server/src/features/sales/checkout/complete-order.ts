import { formatUsd } from '@namefolio/core/money/money'
import { listLeaseInstallments, quoteLease } from '@namefolio/core/pricing/lease-quote'
import { splitPayment, type PaymentSplit } from '@namefolio/core/sales/commission'
import { sellerCommissionBps, type SellerTerms } from '@namefolio/core/account/standing'
import { paymentPosting } from '@namefolio/core/sales/ledger'
import type { Db } from '../../../db/client.ts'
import type { PaymentOrderRow, TransactionRow } from '../../../db/schema/sales.ts'
import { AppError } from '../../../http/app-error.ts'
import { markAgreementPurchased } from '../agreed-payment.repository.ts'
import { insertInstallments } from '../leases/installments.repository.ts'
import { insertPosting } from '../ledger.repository.ts'
import { findMembership } from '../members.repository.ts'
import type { ChargeResult } from '../payment-provider.ts'
import { addMonths } from '../sales-clock.ts'
import type { SalesDeps } from '../sales-deps.ts'
import { lockDomain, setSaleMarks } from '../sale-domains.repository.ts'
import { moveTransaction } from '../transactions/move-transaction.ts'
import {
  insertTransaction,
  insertTransactionEvent,
} from '../transactions/transactions.repository.ts'
import { lockPaymentOrder, setOrderOutcome } from './payment-orders.repository.ts'

/** The plan and boost level the sale's commission is worked out from (decision 1020). */
async function commissionTermsOf(db: Db, sellerId: string): Promise<SellerTerms> {
  const found = await findMembership(db, sellerId)
  return {
    membership: {
      plan: found?.plan ?? 'NONE',
      expiresAt: found?.expiresAt?.toISOString() ?? null,
    },
    boostLevel: found?.boostLevel ?? 0,
  }
}

/** A lease's installments: the first paid now with the order's charge, the rest scheduled. */
async function scheduleInstallments(
  db: Db,
  row: TransactionRow,
  amounts: number[],
  split: PaymentSplit,
  chargeId: string,
  now: Date,
) {
  const inserted = await insertInstallments(
    db,
    amounts.map((amountMicros, i) => {
      const s = i === 0 ? split : null
      return {
        transactionId: row.id,
        sellerId: row.sellerId,
        seq: i + 1,
        amountMicros,
        dueAt: addMonths(now, i),
        status: i === 0 ? ('PAID' as const) : ('SCHEDULED' as const),
        paidAt: i === 0 ? now : null,
        providerChargeId: i === 0 ? chargeId : null,
        sellerMicros: s?.sellerMicros ?? null,
        commissionMicros: s?.commissionMicros ?? null,
        feeMicros: s?.feeMicros ?? null,
      }
    }),
  )
  return inserted.find((i) => i.seq === 1)!
}

/**
 * Finishes a charged order in one database transaction: the order, its transaction, the
 * first transitions, the ledger posting and (for a lease) the installments. Safe to call
 * twice: a finished order is returned as it is (decision 805).
 */
export async function completeOrder(
  deps: SalesDeps,
  orderId: string,
  result: ChargeResult,
): Promise<PaymentOrderRow> {
  const { clock, provider } = deps
  const completed = await deps.db.transaction(async (tx) => {
    const order = await lockPaymentOrder(tx, orderId)
    if (!order) throw new AppError('NOT_FOUND', 'No such order.')
    if (order.status !== 'CREATED') return order
    const now = clock.now()
    const providerChargeId = result.chargeId
    if (result.status === 'DECLINED') {
      const outcome = { status: 'DECLINED' as const, declineReason: result.reason }
      return setOrderOutcome(tx, orderId, { ...outcome, providerChargeId }, now)
    }
    const domain = await lockDomain(tx, order.domainId)
    if (!domain || domain.soldAt !== null || domain.leasedAt !== null) {
      // Someone else bought it first: the order fails and the charge is refunded.
      const outcome = { status: 'FAILED' as const, declineReason: 'already_sold' }
      return setOrderOutcome(tx, orderId, { ...outcome, providerChargeId }, now)
    }
    const terms = await commissionTermsOf(tx, order.sellerId)
    const quote =
      order.kind === 'LEASE' ? quoteLease(order.priceMicros, order.leaseMonths ?? 0) : null
    // Stored on the transaction: a later plan or boost change never touches this sale.
    const bps = sellerCommissionBps(terms, clock.now(), quote?.commissionDiscountPct ?? 0)
    let row = await insertTransaction(tx, {
      kind: order.kind,
      orderId: order.id,
      sellerId: order.sellerId,
      buyerId: order.buyerId,
      domainId: order.domainId,
      domainName: order.domainName,
      status: 'PENDING',
      salePriceMicros: quote ? quote.totalMicros : order.priceMicros,
      commissionBps: bps,
      paymentMethod: order.paymentMethod,
      leaseMonths: order.leaseMonths,
      installmentMicros: quote?.installmentMicros ?? null,
      saleDate: now,
      createdAt: now,
      updatedAt: now,
    })
    await insertTransactionEvent(tx, {
      transactionId: row.id,
      sellerId: row.sellerId,
      fromStatus: null,
      toStatus: 'PENDING',
      actor: 'buyer',
      actorId: order.buyerId,
      // The provider's name says "sandbox" already: "Paid $2,500.00 (sandbox ch_…)".
      note: `Paid ${formatUsd(order.chargeMicros, 2)} (${provider.name} ${result.chargeId})`,
      createdAt: now,
    })
    const split = splitPayment(order.chargeMicros, bps, order.paymentMethod)
    if (quote) {
      const amounts = listLeaseInstallments(quote)
      const first = await scheduleInstallments(tx, row, amounts, split, result.chargeId, now)
      await insertPosting(tx, row, paymentPosting(split, 'INSTALLMENT'), clock.now(), {
        installmentId: first.id,
      })
      await setSaleMarks(tx, order.domainId, { leasedAt: now }, now)
    } else {
      await insertPosting(tx, row, paymentPosting(split, 'PAYMENT'), clock.now())
      await setSaleMarks(tx, order.domainId, { soldAt: now }, now)
    }
    if (order.agreedPriceId) {
      const agreement = await markAgreementPurchased(tx, order.agreedPriceId, now)
      if (agreement) await deps.onAgreementPaid?.(tx, agreement, now)
    }
    // Payment verified (the sandbox answers at once), then the transfer is prepared.
    row = await moveTransaction(tx, deps, row, {
      to: 'PENDING_TRANSFER_INSTRUCTIONS',
      note: 'Payment verified',
    })
    row = await moveTransaction(tx, deps, row, {
      to: 'AWAITING_AUTH_CODE',
      note: 'Transfer prepared; auth code requested from the seller',
    })
    const paid = { status: 'PAID' as const, transactionId: row.id }
    return setOrderOutcome(tx, orderId, { ...paid, providerChargeId }, now)
  })
  deps.listingChanges?.changed([completed.domainName])
  return completed
}
