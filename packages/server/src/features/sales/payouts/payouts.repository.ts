import { and, eq, inArray, lte } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { payouts, type PayoutRow } from '../../../db/schema/sales.ts'

type NewPayout = typeof payouts.$inferInsert
type PayoutStatus = PayoutRow['status']

export async function findPayout(db: Db, id: string): Promise<PayoutRow | null> {
  const [payout] = await db.select().from(payouts).where(eq(payouts.id, id))
  return payout ?? null
}

export async function lockPayout(db: Db, id: string): Promise<PayoutRow | null> {
  const [payout] = await db.select().from(payouts).where(eq(payouts.id, id)).for('update')
  return payout ?? null
}

export async function insertPayout(db: Db, values: NewPayout): Promise<PayoutRow> {
  const [created] = await db.insert(payouts).values(values).returning()
  return created!
}

export async function updatePayout(
  db: Db,
  id: string,
  values: Partial<NewPayout>,
): Promise<PayoutRow> {
  const [updated] = await db.update(payouts).set(values).where(eq(payouts.id, id)).returning()
  return updated!
}

export async function listPayoutsOfTransaction(db: Db, transactionId: string) {
  return db.select().from(payouts).where(eq(payouts.transactionId, transactionId))
}

export async function listSellerPayouts(
  db: Db,
  sellerId: string,
  statuses: readonly PayoutStatus[],
): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(and(eq(payouts.sellerId, sellerId), inArray(payouts.status, [...statuses])))
}

/** AUTO payouts whose hold has passed by `now`. */
export async function listDuePayoutIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const due = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.status, 'SCHEDULE_SUCCESS'), lte(payouts.scheduledFor, now)))
    .limit(limit)
  return due.map((p) => p.id)
}
