import { and, asc, eq, inArray, lte } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import {
  leaseInstallments,
  transactions,
  type LeaseInstallmentRow,
} from '../../../db/schema/sales.ts'

type NewInstallment = typeof leaseInstallments.$inferInsert
type InstallmentStatus = LeaseInstallmentRow['status']

/** Installments a default or a payoff still concerns. */
export const OPEN_INSTALLMENT_STATUSES = [
  'SCHEDULED',
  'LATE',
] as const satisfies InstallmentStatus[]

export async function insertInstallments(
  db: Db,
  values: NewInstallment[],
): Promise<LeaseInstallmentRow[]> {
  return db.insert(leaseInstallments).values(values).returning()
}

export async function findInstallment(db: Db, id: string): Promise<LeaseInstallmentRow | null> {
  const [inst] = await db.select().from(leaseInstallments).where(eq(leaseInstallments.id, id))
  return inst ?? null
}

export async function lockInstallment(db: Db, id: string): Promise<LeaseInstallmentRow | null> {
  const [inst] = await db
    .select()
    .from(leaseInstallments)
    .where(eq(leaseInstallments.id, id))
    .for('update')
  return inst ?? null
}

/** A lease's installments, all of them or only those in the given states. */
export async function listInstallments(
  db: Db,
  transactionId: string,
  statuses?: readonly InstallmentStatus[],
): Promise<LeaseInstallmentRow[]> {
  return db
    .select()
    .from(leaseInstallments)
    .where(
      and(
        eq(leaseInstallments.transactionId, transactionId),
        statuses ? inArray(leaseInstallments.status, [...statuses]) : undefined,
      ),
    )
}

export async function updateInstallment(
  db: Db,
  id: string,
  values: Partial<NewInstallment>,
): Promise<void> {
  await db.update(leaseInstallments).set(values).where(eq(leaseInstallments.id, id))
}

/** Cancels a lease's installments still in the given states (a cancellation, a default). */
export async function cancelInstallments(
  db: Db,
  transactionId: string,
  statuses: readonly InstallmentStatus[],
): Promise<void> {
  await db
    .update(leaseInstallments)
    .set({ status: 'CANCELLED' })
    .where(
      and(
        eq(leaseInstallments.transactionId, transactionId),
        inArray(leaseInstallments.status, [...statuses]),
      ),
    )
}

/** Installments due by `now` of leases that run (the transfer confirmed), oldest first. */
export async function listDueInstallments(db: Db, now: Date, limit: number) {
  const rows = await db
    .select({ inst: leaseInstallments })
    .from(leaseInstallments)
    .innerJoin(transactions, eq(transactions.id, leaseInstallments.transactionId))
    .where(
      and(
        inArray(leaseInstallments.status, [...OPEN_INSTALLMENT_STATUSES]),
        lte(leaseInstallments.dueAt, now),
        eq(transactions.status, 'CONFIRMED_TRANSFER'),
      ),
    )
    .orderBy(asc(leaseInstallments.dueAt), asc(leaseInstallments.seq))
    .limit(limit)
  return rows.map((r) => r.inst)
}
