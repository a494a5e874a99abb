import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { partnerOrders, type PartnerOrderRow } from '../../db/schema/partners.ts'
import { paymentOrders, transactions } from '../../db/schema/sales.ts'

export async function findPartnerOrderByKey(
  db: Db,
  partnerId: string,
  key: string,
): Promise<PartnerOrderRow | null> {
  const [row] = await db
    .select()
    .from(partnerOrders)
    .where(and(eq(partnerOrders.partnerId, partnerId), eq(partnerOrders.idempotencyKey, key)))
    .limit(1)
  return row ?? null
}

/** Records the partner on its paid (or declined) order; a retry finds the first row. */
export async function insertPartnerOrder(
  db: Db,
  input: Omit<PartnerOrderRow, 'id' | 'createdAt'>,
): Promise<PartnerOrderRow> {
  const [row] = await db.insert(partnerOrders).values(input).onConflictDoNothing().returning()
  return row ?? (await findPartnerOrderByKey(db, input.partnerId, input.idempotencyKey))!
}

export type PartnerOrderView = {
  id: string
  domainName: string
  createdAt: Date
  paymentStatus: string
  chargeMicros: number
  transactionId: string | null
  transactionStatus: string | null
}

/** A partner's own order with its payment and transaction; another partner's is null. */
export async function findPartnerOrderView(
  db: Db,
  partnerId: string,
  orderId: string,
): Promise<PartnerOrderView | null> {
  const [row] = await db
    .select({
      id: partnerOrders.id,
      domainName: partnerOrders.domainName,
      createdAt: partnerOrders.createdAt,
      paymentStatus: paymentOrders.status,
      chargeMicros: paymentOrders.chargeMicros,
      transactionId: paymentOrders.transactionId,
      transactionStatus: transactions.status,
    })
    .from(partnerOrders)
    .innerJoin(paymentOrders, eq(paymentOrders.id, partnerOrders.paymentOrderId))
    .leftJoin(transactions, eq(transactions.id, paymentOrders.transactionId))
    .where(and(eq(partnerOrders.id, orderId), eq(partnerOrders.partnerId, partnerId)))
    .limit(1)
  return row ?? null
}

/** The partner order a transaction came from, or null (most transactions have none). */
export async function findPartnerOrderOfTransaction(
  db: Db,
  transactionId: string,
): Promise<{ id: string; partnerId: string } | null> {
  const [row] = await db
    .select({ id: partnerOrders.id, partnerId: partnerOrders.partnerId })
    .from(partnerOrders)
    .innerJoin(paymentOrders, eq(paymentOrders.id, partnerOrders.paymentOrderId))
    .where(eq(paymentOrders.transactionId, transactionId))
    .limit(1)
  return row ?? null
}
