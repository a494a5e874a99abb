import { and, eq, lte } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { paymentOrders, type PaymentOrderRow } from '../../../db/schema/sales.ts'

type NewPaymentOrder = typeof paymentOrders.$inferInsert
type OrderOutcome = Pick<
  NewPaymentOrder,
  'status' | 'declineReason' | 'providerChargeId' | 'transactionId'
>

export async function findPaymentOrder(db: Db, id: string): Promise<PaymentOrderRow | null> {
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id))
  return order ?? null
}

/** The order locked for the transaction that completes it (decision 805). */
export async function lockPaymentOrder(db: Db, id: string): Promise<PaymentOrderRow | null> {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.id, id))
    .for('update')
  return order ?? null
}

export async function insertPaymentOrder(
  db: Db,
  values: NewPaymentOrder,
): Promise<PaymentOrderRow> {
  const [order] = await db.insert(paymentOrders).values(values).returning()
  return order!
}

/** Records how a charged order ended: paid, declined, or failed (sold to someone else). */
export async function setOrderOutcome(
  db: Db,
  id: string,
  outcome: OrderOutcome,
  now: Date,
): Promise<PaymentOrderRow> {
  const [order] = await db
    .update(paymentOrders)
    .set({ ...outcome, updatedAt: now })
    .where(eq(paymentOrders.id, id))
    .returning()
  return order!
}

/** Orders still CREATED since before `cutoff`: a crash between the charge and the booking. */
export async function listStaleOrders(db: Db, cutoff: Date, limit: number) {
  return db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.status, 'CREATED'), lte(paymentOrders.createdAt, cutoff)))
    .limit(limit)
}

/** An order never charged fails, unless something finished it meanwhile. */
export async function failUnchargedOrder(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: 'FAILED', declineReason: 'not_charged', updatedAt: now })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'CREATED')))
}

/** The provider's charge of an order: later charges (installments, payoff) reuse its card. */
export async function findOrderChargeId(db: Db, orderId: string): Promise<string> {
  const order = await findPaymentOrder(db, orderId)
  return order?.providerChargeId ?? ''
}
