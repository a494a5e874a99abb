import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { domains } from '../../db/schema/domains.ts'
import { parkingDaily } from '../../db/schema/parking.ts'
import { transactions, type TransactionRow } from '../../db/schema/sales.ts'
import { installmentsOf, payoutsOf } from './transaction-details.queries.ts'

/** Exports page by keyset: the rows after this id, in id order. */
type Page = { sellerId: string; after: string | null; limit: number }

/** The seller's transactions of one kind after the id `after`. */
function sellerKindAfter(sellerId: string, kind: TransactionRow['kind'], after: string | null) {
  return and(
    eq(transactions.sellerId, sellerId),
    eq(transactions.kind, kind),
    after ? gt(transactions.id, after) : undefined,
  )
}

/** The seller's sales after `after`, with what was paid out on each. */
export async function listSalesExportPage(db: Db, { sellerId, after, limit }: Page) {
  const rows = await db
    .select({
      t: transactions,
      payoutAmount:
        sql<number>`(select sum(p.amount_micros) from payouts p where p.transaction_id = "transactions"."id")`.mapWith(
          Number,
        ),
      payoutDate: sql<
        string | null
      >`(select max(coalesce(p.paid_at, p.scheduled_for)) from payouts p where p.transaction_id = "transactions"."id")`,
    })
    .from(transactions)
    .where(sellerKindAfter(sellerId, 'SALE', after))
    .orderBy(asc(transactions.id))
    .limit(limit)
  return rows
}

/** The seller's leases after `after`, each with its installments and payouts in order. */
export async function listLeasedExportPage(db: Db, { sellerId, after, limit }: Page) {
  const rows = await db
    .select()
    .from(transactions)
    .where(sellerKindAfter(sellerId, 'LEASE', after))
    .orderBy(asc(transactions.id))
    .limit(limit)
  const ids = rows.map((r) => r.id)
  const installments = await installmentsOf(db, ids)
  const pays = await payoutsOf(db, ids)
  return rows.map((t) => ({
    t,
    insts: installments.get(t.id) ?? [],
    pays: pays.filter((p) => p.transactionId === t.id),
  }))
}

/** The seller's latest rolled-up parking day (running totals are read at or before it). */
export async function lastParkingDay(db: Db, sellerId: string): Promise<string | null> {
  const result = (await db.execute(
    sql`select max(day)::text as day from parking_daily where seller_id = ${sellerId}`,
  )) as { rows: { day: string | null }[] } | { day: string | null }[]
  const [row] = Array.isArray(result) ? result : result.rows
  return row?.day ?? null
}

/**
 * Parking figures of the seller's parked domains after `after` (by id), read from the roll-up
 * (decision 530): the running totals at `atEnd` minus those at `beforeStart`.
 */
export async function listParkingExportPage(
  db: Db,
  { sellerId, after, limit, atEnd, beforeStart }: Page & { atEnd: string; beforeStart: string },
) {
  const atEndRow = alias(parkingDaily, 'at_end')
  const beforeRow = alias(parkingDaily, 'before_start')
  const figure = (column: 'cumPageViews' | 'cumVisits' | 'cumAdClicks' | 'cumRevenueMicros') =>
    sql<number>`coalesce(${atEndRow[column]}, 0) - coalesce(${beforeRow[column]}, 0)`.mapWith(
      Number,
    )
  // A domain's roll-up row of one day: its running totals as they stood then.
  const rowOfDay = (row: typeof atEndRow | typeof beforeRow, day: string) =>
    and(eq(row.sellerId, sellerId), eq(row.day, day), eq(row.domainId, domains.id))
  return db
    .select({
      id: domains.id,
      name: domains.name,
      pageViewCount: figure('cumPageViews'),
      visitCount: figure('cumVisits'),
      adClickCount: figure('cumAdClicks'),
      revenueMicros: figure('cumRevenueMicros'),
    })
    .from(domains)
    .leftJoin(atEndRow, rowOfDay(atEndRow, atEnd))
    .leftJoin(beforeRow, rowOfDay(beforeRow, beforeStart))
    .where(
      and(
        eq(domains.sellerId, sellerId),
        eq(domains.landingPage, 'PARKING'),
        isNull(domains.soldAt),
        isNull(domains.leasedAt),
        after ? gt(domains.id, after) : undefined,
      ),
    )
    .orderBy(asc(domains.id))
    .limit(limit)
}
