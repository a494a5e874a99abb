import { eq } from 'drizzle-orm'
import { quoteLease } from '@namefolio/core/pricing/lease-quote'
import {
  transition,
  type TransactionActor,
  type TransactionKind,
} from '@namefolio/core/sales/transaction-machine'
import type { PayoutStatus, TransactionStatus } from '@namefolio/core/sales/transaction-status'
import type { Db } from '../client.ts'
import {
  paymentOrders,
  payouts,
  sandboxPayments,
  transactionEvents,
  transactions,
} from '../schema/sales.ts'

/**
 * Writing demo transactions straight to the schema in a consistent state: every status change
 * has its event (core's state machine), every posting sums to zero (core's ledger). The db
 * layer may not import features, so this mirrors what the sales service writes.
 */

export const DAY_MS = 86_400_000

export type Step = {
  to: TransactionStatus
  actor: TransactionActor
  note?: string
  daysAfter: number
}

export type TxRef = { id: string; sellerId: string }

export async function createTransaction(
  db: Db,
  input: {
    kind: TransactionKind
    sellerId: string
    buyerId: string
    domain: { id: string; name: string }
    priceMicros: number
    chargeMicros: number
    bps: number
    start: Date
    leaseMonths: number | null
    installmentMicros: number | null
    transferType: string | null
  },
): Promise<TxRef> {
  const [order] = await db
    .insert(paymentOrders)
    .values({
      buyerId: input.buyerId,
      sellerId: input.sellerId,
      domainId: input.domain.id,
      domainName: input.domain.name,
      kind: input.kind,
      source: 'LANDER',
      priceMicros: input.priceMicros,
      chargeMicros: input.chargeMicros,
      leaseMonths: input.leaseMonths,
      paymentMethod: 'CREDIT_CARD',
      cardLast4: '4242',
      status: 'PAID',
      provider: 'sandbox',
      providerChargeId: `sandbox_ch_demo_${input.domain.name}`,
      createdAt: input.start,
      updatedAt: input.start,
    })
    .returning()
  // The sandbox provider's record of that charge: later charges (lease installments, payoff)
  // reuse its card, and the provider declines a card it has no record of (decision 951).
  await db.insert(sandboxPayments).values({
    id: `sandbox_ch_demo_${input.domain.name}`,
    idempotencyKey: `demo:${order!.id}`,
    kind: 'CHARGE',
    amountMicros: input.chargeMicros,
    status: 'SUCCEEDED',
    detail: 'ok',
    createdAt: input.start,
  })
  const salePriceMicros =
    input.kind === 'LEASE' && input.leaseMonths
      ? quoteLease(input.priceMicros, input.leaseMonths).totalMicros
      : input.priceMicros
  const [row] = await db
    .insert(transactions)
    .values({
      kind: input.kind,
      orderId: order!.id,
      sellerId: input.sellerId,
      buyerId: input.buyerId,
      domainId: input.domain.id,
      domainName: input.domain.name,
      status: 'PENDING',
      salePriceMicros,
      commissionBps: input.bps,
      paymentMethod: 'CREDIT_CARD',
      transferType: input.transferType,
      registrar: input.transferType === 'REGISTRAR_PUSH' ? 'GoDaddy' : null,
      leaseMonths: input.leaseMonths,
      installmentMicros: input.installmentMicros,
      saleDate: input.start,
      createdAt: input.start,
      updatedAt: input.start,
    })
    .returning()
  await db
    .update(paymentOrders)
    .set({ transactionId: row!.id })
    .where(eq(paymentOrders.id, order!.id))
  await db.insert(transactionEvents).values({
    transactionId: row!.id,
    sellerId: input.sellerId,
    fromStatus: null,
    toStatus: 'PENDING',
    actor: 'buyer',
    actorId: input.buyerId,
    note: 'Paid by card •••• 4242 (sandbox)',
    createdAt: input.start,
  })
  return { id: row!.id, sellerId: input.sellerId }
}

/** Walks the steps through core's state machine, one event each; returns the last time. */
export async function walk(
  db: Db,
  tx: TxRef,
  kind: TransactionKind,
  steps: Step[],
  start: Date,
  sellerId: string,
): Promise<Date> {
  let status: TransactionStatus = 'PENDING'
  let at = start
  for (const [i, step] of steps.entries()) {
    status = transition(kind, status, step.to)
    // Seconds apart on the same day, so the history keeps its order.
    at = new Date(start.getTime() + step.daysAfter * DAY_MS + (i + 1) * 60_000)
    await db.insert(transactionEvents).values({
      transactionId: tx.id,
      sellerId,
      fromStatus: steps[i - 1]?.to ?? 'PENDING',
      toStatus: step.to,
      actor: step.actor,
      actorId: step.actor === 'seller' ? sellerId : null,
      note: step.note ?? null,
      createdAt: at,
    })
  }
  await db.update(transactions).set({ status, updatedAt: at }).where(eq(transactions.id, tx.id))
  return at
}

/** A demo payout to the seller's sandbox PayPal account, issued automatically. */
export async function insertPayout(
  db: Db,
  tx: TxRef,
  payout: {
    accountId: string
    amountMicros: number
    status: PayoutStatus
    scheduledFor: Date
    createdAt: Date
    updatedAt: Date
    installmentId?: string
    paidAt?: Date
    providerPayoutId?: string
  },
): Promise<string> {
  const { accountId, ...values } = payout
  const [row] = await db
    .insert(payouts)
    .values({
      ...values,
      transactionId: tx.id,
      sellerId: tx.sellerId,
      mode: 'AUTO',
      payoutAccountId: accountId,
      method: 'PAYPAL',
    })
    .returning({ id: payouts.id })
  return row!.id
}
