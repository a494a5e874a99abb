import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rowsOf, type RowsOf } from '../../db/rows-of.ts'

export type FeaturedListingRow = {
  name: string
  buynow_price_micros: string | number
  leasing_enabled: boolean
  lander_template: string
}

/**
 * The home page's featured listings: the most recently listed domains a visitor can buy
 * outright (listed, visible, unsold, a Buy Now price on a lander that shows it). Offer-only
 * templates are left out so every card carries a price. Domain ids are time-ordered
 * (decision 254), so the newest first is a backward walk of the primary key.
 */
export async function listFeaturedListings(db: Db, limit: number): Promise<FeaturedListingRow[]> {
  const result = await db.execute(sql`
    select d.name, d.buynow_price_micros, d.leasing_enabled, d.lander_template
    from domains d
    where d.status = 'ACTIVE' and not d.hidden and d.sold_at is null
      and d.buynow_price_micros > 0
      and d.lander_template not in ('PRICE_FORM', 'CASH_PARKING')
    order by d.id desc
    limit ${limit}`)
  return rowsOf(result as RowsOf<FeaturedListingRow>)
}
