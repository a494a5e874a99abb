import { sql } from 'drizzle-orm'
import {
  PARKING_MINIMUM_PAYOUT_MICROS,
  PARKING_SELLER_SHARE_BP,
} from '@namefolio/core/parking/parking-revenue'
import type { Db } from '../client.ts'
import { domains } from '../schema/domains.ts'
import {
  parkingAccountDaily,
  parkingDaily,
  parkingEarnings,
  parkingPayouts,
} from '../schema/parking.ts'
import { payoutAccounts } from '../schema/sales.ts'

/** How many days of parking figures the demo has, up to yesterday (decision 535). */
export const DEMO_PARKING_DAYS = 90
const DAY_MS = 86_400_000

const utcDay = (date: Date) => date.toISOString().slice(0, 10)
const monthOf = (date: Date, months = 0) =>
  utcDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)))

/**
 * A deterministic number in [0, 1) from a text: the first 28 bits of its md5. The demo's
 * "randomness" is a function of the domain name and the day, so every seed gives the same
 * figures and no row depends on another (decision 535).
 */
const unit = (text: ReturnType<typeof sql>) =>
  sql`(('x' || substr(md5(${text}), 1, 7))::bit(28)::int / 268435456.0)`

/**
 * The demo seller's parked domains get 90 days of parking figures (decision 535), in a few
 * set-based statements (generate_series), fast on PGlite:
 * - per domain a steady popularity (5–120 views a day), click-through rate (1–4 %) and cost per
 *   click ($0.03–$0.60), varied per day (weekends quieter, ±40 % noise);
 * - visits ≤ views; revenue is the seller's share of each day's clicks (decision 531);
 * - running totals (`cum_*`) by a window sum; the account's days are the domains' sums;
 * - the closed months are posted as earnings and paid as the close would (decision 533): the
 *   carried balance is paid the first of the next month once it reaches the minimum.
 */
export async function seedDemoParking(db: Db, sellerId: string, now: Date): Promise<void> {
  const yesterday = new Date(now.getTime() - DAY_MS)
  const first = utcDay(new Date(yesterday.getTime() - (DEMO_PARKING_DAYS - 1) * DAY_MS))
  const last = utcDay(yesterday)
  const domainKey = sql`p.name`
  const dayKey = sql`p.name || ':' || d.day::text`
  await db.execute(sql`
    insert into ${parkingDaily} (domain_id, seller_id, day, page_views, visits, ad_clicks,
      gross_micros, revenue_micros, cum_page_views, cum_visits, cum_ad_clicks, cum_revenue_micros)
    with parked as (
      select id, name from ${domains}
      where seller_id = ${sellerId} and landing_page = 'PARKING'
    ), days as (
      select g::date as day from generate_series(${first}::date, ${last}::date, interval '1 day') g
    ), traits as (
      select p.id, p.name,
        5 + floor(${unit(sql`${domainKey} || ':views'`)} * 115) as popularity,
        0.01 + ${unit(sql`${domainKey} || ':ctr'`)} * 0.03 as ctr,
        30000 + floor(${unit(sql`${domainKey} || ':cpc'`)} * 570000) as cpc
      from parked p
    ), views as (
      select p.id, d.day, p.ctr, p.cpc,
        floor(p.popularity
          * (case when extract(isodow from d.day) >= 6 then 0.7 else 1.0 end)
          * (0.6 + 0.8 * ${unit(sql`${dayKey} || ':v'`)}))::int as page_views,
        ${unit(sql`${dayKey} || ':u'`)} as visit_share,
        ${unit(sql`${dayKey} || ':c'`)} as click_luck,
        ${unit(sql`${dayKey} || ':p'`)} as price_luck
      from traits p cross join days d
    ), figures as (
      select id, day, page_views,
        floor(page_views * (0.65 + 0.35 * visit_share))::int as visits,
        floor(page_views * ctr + click_luck)::int as ad_clicks,
        least(600000, greatest(30000, floor(cpc * (0.8 + 0.4 * price_luck))))::bigint as cpc
      from views
    ), money as (
      select id, day, page_views, visits, ad_clicks, ad_clicks * cpc as gross,
        floor(ad_clicks * cpc * ${PARKING_SELLER_SHARE_BP} / 10000)::bigint as revenue
      from figures
    )
    select id, ${sellerId}, day, page_views, visits, ad_clicks, gross, revenue,
      sum(page_views) over w, sum(visits) over w, sum(ad_clicks) over w, sum(revenue) over w
    from money
    window w as (partition by id order by day)
    on conflict do nothing`)
  await db.execute(sql`
    insert into ${parkingAccountDaily}
      (seller_id, day, page_views, visits, ad_clicks, gross_micros, revenue_micros)
    select seller_id, day, sum(page_views), sum(visits), sum(ad_clicks), sum(gross_micros),
      sum(revenue_micros)
    from ${parkingDaily}
    where seller_id = ${sellerId}
    group by seller_id, day
    on conflict do nothing`)
  await postDemoParkingMonths(db, sellerId, now)
}

/** The demo's closed months, posted and paid month by month as the close would (decision 533). */
async function postDemoParkingMonths(db: Db, sellerId: string, now: Date): Promise<void> {
  const openMonth = monthOf(now)
  await db.execute(sql`
    insert into ${parkingEarnings} (seller_id, month, revenue_micros, gross_micros, posted_at)
    select seller_id, month, sum(revenue_micros), sum(gross_micros),
      (month + interval '1 month 2 hours') at time zone 'UTC'
    from (
      select seller_id, date_trunc('month', day::timestamp)::date as month, revenue_micros,
        gross_micros
      from ${parkingAccountDaily}
      where seller_id = ${sellerId} and day < ${openMonth}::date
    ) days
    group by seller_id, month
    having sum(revenue_micros) > 0
    on conflict do nothing`)
  const months = await db
    .select({ month: parkingEarnings.month, revenue: parkingEarnings.revenueMicros })
    .from(parkingEarnings)
    .where(sql`${parkingEarnings.sellerId} = ${sellerId}`)
    .orderBy(parkingEarnings.month)
  const [account] = await db
    .select()
    .from(payoutAccounts)
    .where(sql`${payoutAccounts.sellerId} = ${sellerId} and ${payoutAccounts.deletedAt} is null`)
    .orderBy(sql`${payoutAccounts.isDefault} desc`, payoutAccounts.createdAt)
    .limit(1)
  let carried = 0
  for (const { month, revenue } of months) {
    carried += revenue
    if (carried < PARKING_MINIMUM_PAYOUT_MICROS || !account) continue
    const paidAt = new Date(`${monthOf(new Date(`${month}T00:00:00Z`), 1)}T02:05:00Z`)
    const [payout] = await db
      .insert(parkingPayouts)
      .values({
        sellerId,
        amountMicros: carried,
        month,
        status: 'PAID',
        payoutAccountId: account.id,
        method: account.method,
        paidAt,
        providerPayoutId: `po_sandbox_demo_parking_${month}`,
        createdAt: paidAt,
        updatedAt: paidAt,
      })
      .returning({ id: parkingPayouts.id })
    await db.execute(sql`
      update ${parkingEarnings} set payout_id = ${payout!.id}
      where seller_id = ${sellerId} and payout_id is null and month <= ${month}::date`)
    carried = 0
  }
}
