import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../db/rows-of.ts'

/** Which of their price columns the export had: a column it lacks is never a difference. */
export type ComparedPrices = { buynow: boolean; floor: boolean; minbid: boolean }

export type DriftScope = {
  importId: string
  sellerId: string
  prices: ComparedPrices
  /** Our nameservers: a domain whose export lists only these is "on ours". */
  platformNameservers: readonly string[]
}

/** One drifted domain: our values and theirs, side by side (micros, booleans, months). */
export type DriftRow = {
  name: string
  our_buynow: number | null
  our_floor: number | null
  our_minbid: number | null
  our_leasing: boolean
  our_months: number
  our_ns: boolean
  buynow: number | null
  floor: number | null
  minbid: number | null
  leasing: boolean | null
  lease_months: number | null
  nameservers: string[]
  their_ns_ours: boolean
}

/**
 * The join of an export's mapped rows with the seller's own domains, and the condition that
 * some compared field differs: computed in the database, so a 100,000-row export is one indexed
 * join (domains_seller_name_key) and not a loop in the request. Sold and leased domains are out:
 * their listing cannot change.
 */
function driftFrom(scope: DriftScope): SQL {
  const platform = sql.param([...scope.platformNameservers])
  return sql`
    from marketplace_import_rows r
    join domains d on d.seller_id = r.seller_id and d.name = r.name
   where r.import_id = ${scope.importId} and r.seller_id = ${scope.sellerId}
     and r.outcome = 'mapped' and d.sold_at is null and d.leased_at is null
     and ((${scope.prices.buynow} and r.buynow is distinct from d.buynow_price_micros)
       or (${scope.prices.floor} and r.floor is distinct from d.floor_price_micros)
       or (${scope.prices.minbid} and r.minbid is distinct from d.minbid_price_micros)
       or (r.leasing is not null and r.leasing <> d.leasing_enabled)
       or (r.leasing and r.lease_months is not null and r.lease_months <> d.max_lease_period)
       or (cardinality(r.nameservers) > 0
           and (r.nameservers <@ ${platform}::text[]) <> d.marketplace_nameserver))`
}

function selectDrift(scope: DriftScope): SQL {
  const platform = sql.param([...scope.platformNameservers])
  return sql`
    select r.name, d.buynow_price_micros::float8 as our_buynow,
           d.floor_price_micros::float8 as our_floor, d.minbid_price_micros::float8 as our_minbid,
           d.leasing_enabled as our_leasing, d.max_lease_period as our_months,
           d.marketplace_nameserver as our_ns, r.buynow::float8 as buynow,
           r.floor::float8 as floor, r.minbid::float8 as minbid, r.leasing, r.lease_months,
           r.nameservers, (r.nameservers <@ ${platform}::text[]) as their_ns_ours
    ${driftFrom(scope)}`
}

/** A page of drifted domains, by name. */
export async function listDrift(
  db: Db,
  scope: DriftScope,
  page: { offset: number; limit: number },
): Promise<DriftRow[]> {
  return rowsOf<DriftRow>(
    await db.execute(sql`${selectDrift(scope)} order by r.name
      limit ${page.limit} offset ${page.offset}`),
  )
}

/** The drifted domains of these names, or (names null) the next batch after a name. */
export async function listDriftBatch(
  db: Db,
  scope: DriftScope,
  input: { names: string[] | null; afterName: string; limit: number },
): Promise<DriftRow[]> {
  const only =
    input.names === null ? sql`` : sql`and r.name = any(${sql.param(input.names)}::text[])`
  return rowsOf<DriftRow>(
    await db.execute(sql`${selectDrift(scope)} ${only} and r.name > ${input.afterName}
      order by r.name limit ${input.limit}`),
  )
}

export async function countDrift(db: Db, scope: DriftScope): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n ${driftFrom(scope)}`),
  )
  return Number(row?.n ?? 0)
}
