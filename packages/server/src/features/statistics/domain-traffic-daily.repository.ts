import { sql } from 'drizzle-orm'
import type { DomainTrafficDay } from '@namefolio/core/portfolio/domain-traffic-daily.contract'
import type { Db } from '../../db/client.ts'
import { rowsOf, type RowsOf } from '../../db/rows-of.ts'

type DayRow = {
  day: string
  views: number | string
  visitors: number | string
  offers: number | string
}

/**
 * A domain's views, distinct visitors and offers per UTC day, the `days` days up to `today`
 * (a YYYY-MM-DD UTC day) inclusive, oldest first: one statement, days without events are zeros.
 * It reads the (domain, kind, time) index of the events, so it costs the domain's events only.
 */
export async function listDomainTrafficDays(
  db: Db,
  domainId: string,
  today: string,
  days: number,
): Promise<DomainTrafficDay[]> {
  const rows = rowsOf(
    (await db.execute(sql`
      with range as (
        select g::date as day
        from generate_series(${today}::date - ${days - 1}::int, ${today}::date, interval '1 day') g
      ),
      counted as (
        select (e.occurred_at at time zone 'UTC')::date as day,
          count(*) filter (where e.kind in ('view', 'parking_view')) as views,
          count(distinct e.visitor_key) filter (where e.kind in ('view', 'parking_view')) as visitors,
          count(*) filter (where e.kind = 'offer') as offers
        from public_events e
        where e.domain_id = ${domainId}
          and e.kind in ('view', 'parking_view', 'offer')
          and e.occurred_at >= (${today}::date - ${days - 1}::int)::timestamp at time zone 'UTC'
        group by 1
      )
      select to_char(r.day, 'YYYY-MM-DD') as day,
        coalesce(c.views, 0) as views, coalesce(c.visitors, 0) as visitors,
        coalesce(c.offers, 0) as offers
      from range r left join counted c on c.day = r.day
      order by r.day
    `)) as RowsOf<DayRow>,
  )
  return rows.map((row) => ({
    day: row.day,
    views: Number(row.views),
    visitors: Number(row.visitors),
    offers: Number(row.offers),
  }))
}
