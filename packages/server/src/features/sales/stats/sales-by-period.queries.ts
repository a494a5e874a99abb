import { sql } from 'drizzle-orm'
import { SERVER_TIME_ZONE } from '@namefolio/core/constants/locale'
import type { SalesPeriod } from '@namefolio/core/sales/sales-by-period'
import type { Db } from '../../../db/client.ts'
import { rowsOf, type RowsOf } from '../../../db/rows-of.ts'

export type SalesBucketRow = {
  start: string
  count: number
  grossMicros: number
  netMicros: number
}

/**
 * The seller's sales and leases by period, every bucket of the range with zeros included, on
 * America/New_York days (spec §9). Gross is the sale price (a lease's total), net what the
 * ledger has credited the seller for those transactions so far, after commission and fees
 * (decision 1053). Cancelled transactions count nowhere, as on the dashboard.
 */
export async function listSalesByPeriod(
  db: Db,
  sellerId: string,
  range: { period: SalesPeriod; from: string; to: string },
): Promise<SalesBucketRow[]> {
  const { period, from, to } = range
  const rows = rowsOf(
    (await db.execute(sql`
      with buckets as (
        select generate_series(
                 date_trunc(${period}, ${from}::date::timestamp),
                 date_trunc(${period}, ${to}::date::timestamp),
                 ('1 ' || ${period})::interval
               )::date as start
      ),
      sold as (
        select date_trunc(${period}, t.sale_date at time zone ${SERVER_TIME_ZONE})::date as start,
               t.sale_price_micros as gross,
               coalesce((select sum(l.amount_micros) from ledger_entries l
                          where l.transaction_id = t.id and l.account = 'SELLER'
                            and l.kind <> 'PAYOUT'), 0) as net
          from transactions t
         where t.seller_id = ${sellerId}
           and t.status not in ('CANCELLED', 'CANCEL_REQUESTED')
           and t.sale_date >= (${from}::date::timestamp at time zone ${SERVER_TIME_ZONE})
           and t.sale_date < ((${to}::date + 1)::timestamp at time zone ${SERVER_TIME_ZONE})
      )
      select to_char(b.start, 'YYYY-MM-DD') as start, count(s.start) as count,
             coalesce(sum(s.gross), 0) as gross, coalesce(sum(s.net), 0) as net
        from buckets b left join sold s on s.start = b.start
       group by b.start
       order by b.start`)) as RowsOf<{
      start: string
      count: string | number
      gross: string | number
      net: string | number
    }>,
  )
  return rows.map((r) => ({
    start: r.start,
    count: Number(r.count),
    grossMicros: Number(r.gross),
    netMicros: Number(r.net),
  }))
}
