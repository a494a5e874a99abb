import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { PaymentMethod } from '@namefolio/core/sales/transaction-status'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../db/rows-of.ts'
import {
  parkingAccountDaily,
  parkingEarnings,
  parkingPayouts,
  type ParkingPayoutRow,
} from '../../db/schema/parking.ts'
import { payeeTaxProfiles, payoutAccounts } from '../../db/schema/sales.ts'

/** One key for the close: two runs at once would both see the same carried balance. */
const CLOSE_LOCK_KEY = 533_017

/** Serializes closes across processes for the rest of the transaction. */
export async function lockParkingClose(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CLOSE_LOCK_KEY})`)
}

/** How far back a close looks for unposted months: a server down for weeks still catches up. */
const CATCH_UP_MONTHS = 3

/**
 * Posts every seller's revenue of every closed month (before `firstOpenMonth`, at most
 * CATCH_UP_MONTHS back) that is not posted yet: one row per seller and month,
 * `on conflict do nothing`, so a second run posts nothing. Months without revenue are not
 * posted.
 */
export async function postClosedParkingMonths(db: Db, firstOpenMonth: string): Promise<number> {
  const posted = await db.execute(sql`
    insert into ${parkingEarnings} (seller_id, month, revenue_micros, gross_micros)
    select seller_id, date_trunc('month', day::timestamp)::date, sum(revenue_micros), sum(gross_micros)
    from ${parkingAccountDaily}
    where day < ${firstOpenMonth}::date
      and day >= ${firstOpenMonth}::date - ${CATCH_UP_MONTHS} * interval '1 month'
    group by 1, 2
    having sum(revenue_micros) > 0
    on conflict do nothing
    returning seller_id`)
  return rowsOf(posted).length
}

/**
 * For each seller whose carried balance reaches the minimum and whose payout account is
 * payable (the default account, a payable method, a tax profile: as sale payouts pick it), creates a
 * parking payout of the whole balance and links the carried months to it. Set-based.
 */
export async function createDueParkingPayouts(
  db: Db,
  input: { minimumMicros: number; now: Date; payableMethods: readonly PaymentMethod[] },
): Promise<number> {
  const now = input.now.toISOString()
  const created = await db.execute(sql`
    with due as (
      select seller_id, sum(revenue_micros) as balance, max(month) as month
      from ${parkingEarnings}
      where payout_id is null
      group by seller_id
      having sum(revenue_micros) >= ${input.minimumMicros}
    ), default_account as (
      select distinct on (a.seller_id) a.seller_id, a.id, a.method
      from ${payoutAccounts} a
      join due d on d.seller_id = a.seller_id
      where a.deleted_at is null
      order by a.seller_id, a.is_default desc, a.created_at asc
    ), created as (
      insert into ${parkingPayouts}
        (seller_id, amount_micros, month, status, payout_account_id, method, created_at, updated_at)
      select d.seller_id, d.balance, d.month, 'SCHEDULE_SUCCESS', a.id, a.method,
             ${now}::timestamptz, ${now}::timestamptz
      from due d
      join default_account a on a.seller_id = d.seller_id
      join ${payeeTaxProfiles} t on t.seller_id = d.seller_id
      where a.method in ${[...input.payableMethods]}
      returning id, seller_id
    )
    update ${parkingEarnings} e set payout_id = c.id
    from created c
    where e.seller_id = c.seller_id and e.payout_id is null
    returning c.id`)
  return new Set(rowsOf<{ id: string }>(created).map((r) => r.id)).size
}

/** Parking payouts still to send: new ones, and those the provider failed last time. */
export async function listUnsentParkingPayouts(db: Db): Promise<ParkingPayoutRow[]> {
  return db
    .select()
    .from(parkingPayouts)
    .where(inArray(parkingPayouts.status, ['SCHEDULE_SUCCESS', 'SCHEDULE_SYSTEM_ERROR']))
    .orderBy(asc(parkingPayouts.createdAt))
    .limit(500)
}

export async function updateParkingPayout(
  db: Db,
  id: string,
  values: Partial<typeof parkingPayouts.$inferInsert>,
): Promise<void> {
  await db.update(parkingPayouts).set(values).where(eq(parkingPayouts.id, id))
}

export async function listSellerParkingPayouts(db: Db, sellerId: string) {
  return db
    .select()
    .from(parkingPayouts)
    .where(eq(parkingPayouts.sellerId, sellerId))
    .orderBy(desc(parkingPayouts.createdAt))
    .limit(24)
}

export async function findCarriedParkingBalance(db: Db, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${parkingEarnings.revenueMicros})` })
    .from(parkingEarnings)
    .where(and(eq(parkingEarnings.sellerId, sellerId), isNull(parkingEarnings.payoutId)))
  return Number(row?.total ?? 0)
}

export type ParkingMonthRow = {
  month: string
  revenue: string | number
  posted: boolean
  payout_id: string | null
  payout_status: string | null
  paid_at: string | null
}

/**
 * The seller's parking months, newest first: posted months with their payout, and the months
 * not closed yet with what the daily figures hold so far.
 */
export async function listSellerParkingMonths(
  db: Db,
  sellerId: string,
  limit: number,
): Promise<ParkingMonthRow[]> {
  const result = await db.execute(sql`
    with daily as (
      select date_trunc('month', day::timestamp)::date as month, sum(revenue_micros) as revenue
      from ${parkingAccountDaily}
      where seller_id = ${sellerId}
      group by 1
    ), posted as (
      select month, revenue_micros, payout_id from ${parkingEarnings} where seller_id = ${sellerId}
    )
    select to_char(coalesce(e.month, d.month), 'YYYY-MM-DD') as month,
           coalesce(e.revenue_micros, d.revenue) as revenue,
           e.month is not null as posted,
           e.payout_id,
           p.status as payout_status,
           to_char(p.paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as paid_at
    from daily d
    full join posted e on e.month = d.month
    left join ${parkingPayouts} p on p.id = e.payout_id
    where coalesce(e.revenue_micros, d.revenue) > 0
    order by 1 desc
    limit ${limit}`)
  return rowsOf<ParkingMonthRow>(result)
}

/** A statement month's parking figures (UTC month `yyyy-MM`): revenue, and payouts paid. */
export async function findParkingStatementFigures(db: Db, sellerId: string, month: string) {
  const first = `${month}-01`
  const result = await db.execute(sql`
    select
      (select coalesce(sum(revenue_micros), 0) from ${parkingAccountDaily}
        where seller_id = ${sellerId} and day >= ${first}::date
          and day < (${first}::date + interval '1 month')) as revenue,
      (select coalesce(sum(amount_micros), 0) from ${parkingPayouts}
        where seller_id = ${sellerId} and status = 'PAID'
          and paid_at >= (${first}::date::timestamp at time zone 'UTC')
          and paid_at < ((${first}::date + interval '1 month')::timestamp at time zone 'UTC'))
        as paid_out`)
  const [row] = rowsOf<{ revenue: string | number; paid_out: string | number }>(result)
  return { revenueMicros: Number(row?.revenue ?? 0), paidOutMicros: Number(row?.paid_out ?? 0) }
}

/** The UTC months (yyyy-MM) with parking revenue, or a parking payout paid, and the revenue. */
export async function listParkingStatementMonths(db: Db, sellerId: string) {
  const result = await db.execute(sql`
    select month, sum(revenue) as revenue from (
      select to_char(day, 'YYYY-MM') as month, revenue_micros as revenue
      from ${parkingAccountDaily} where seller_id = ${sellerId} and revenue_micros > 0
      union all
      select to_char(paid_at at time zone 'UTC', 'YYYY-MM'), 0
      from ${parkingPayouts} where seller_id = ${sellerId} and status = 'PAID'
    ) months
    group by month`)
  return rowsOf<{ month: string; revenue: string | number }>(result).map((r) => ({
    month: r.month,
    revenueMicros: Number(r.revenue),
  }))
}
