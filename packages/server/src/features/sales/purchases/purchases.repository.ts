import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import {
  leaseInstallments,
  paymentOrders,
  transactions,
  type LeaseInstallmentRow,
  type TransactionRow,
} from '../../../db/schema/sales.ts'

/** The buyer's own lease, or null: another person's lease is simply not found. */
export async function findLeaseOfBuyer(
  db: Db,
  buyerId: string,
  transactionId: string,
): Promise<TransactionRow | null> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.id, transactionId),
        eq(transactions.buyerId, buyerId),
        eq(transactions.kind, 'LEASE'),
      ),
    )
    .limit(1)
  return row ?? null
}

/** The earliest installment still to pay (scheduled or late). */
export async function findNextOpenInstallment(
  db: Db,
  transactionId: string,
): Promise<LeaseInstallmentRow | null> {
  const [row] = await db
    .select()
    .from(leaseInstallments)
    .where(
      and(
        eq(leaseInstallments.transactionId, transactionId),
        inArray(leaseInstallments.status, ['SCHEDULED', 'LATE']),
      ),
    )
    .orderBy(asc(leaseInstallments.seq))
    .limit(1)
  return row ?? null
}

export async function findInstallment(db: Db, id: string): Promise<LeaseInstallmentRow | null> {
  const [row] = await db.select().from(leaseInstallments).where(eq(leaseInstallments.id, id))
  return row ?? null
}

/** The provider's charge of the lease's first payment: later charges reuse its card. */
export async function findFirstChargeId(db: Db, orderId: string): Promise<string> {
  const [order] = await db
    .select({ chargeId: paymentOrders.providerChargeId })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, orderId))
  return order?.chargeId ?? ''
}
