// What the benchmarks seed: a seller of their own, a signed-in session for it, and many listed
// domains written by the database itself (never a loop of inserts).
import { sql } from 'drizzle-orm'
import { createSession } from '../packages/server/src/auth/sessions.repository.ts'
import type { Db } from '../packages/server/src/db/client.ts'
import { users } from '../packages/server/src/db/schema/users.ts'
import { TLDS, WORDS } from './bench-words.ts'

export type Row = Record<string, unknown>

/** The rows of `db.execute`: an array on PGlite, `{ rows }` on node-postgres. */
export function rowsOf(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? [])
}

/** A new seller, named `<prefix>-<suffix>` (the e-mail) so runs never collide. */
export async function insertBenchSeller(
  db: Db,
  seller: { suffix: string; prefix?: string; username?: string; name?: string } & Pick<
    typeof users.$inferInsert,
    'roles' | 'membershipPlan'
  >,
): Promise<typeof users.$inferSelect> {
  const { suffix, prefix = 'bench', username, name = 'Bench Seller', ...rest } = seller
  const [row] = await db
    .insert(users)
    .values({
      email: `${prefix}-${suffix}@example.test`,
      name,
      username: username ?? `${prefix}-${suffix}`,
      passwordHash: 'x',
      ...rest,
    })
    .returning()
  if (!row) throw new Error('no seller')
  return row
}

/** The session cookie of a signed-in user, for `app.inject`. */
export async function signedInHeaders(db: Db, userId: string): Promise<{ cookie: string }> {
  const { token } = await createSession(db, {
    userId,
    realm: 'portal',
    ttlDays: 1,
    userAgent: 'bench',
    ipAddress: null,
  })
  return { cookie: `nf_session=${token}` }
}

/**
 * Lists `count` domains for the seller, named word + word + number + suffix + TLD, in batches
 * so PGlite's memory stays flat. A scratch database: the secondary indexes are dropped for the
 * bulk insert and built again after it (one sorted build is far faster than a million
 * incremental GIN updates).
 */
export async function seedListedDomains(
  db: Db,
  seller: { id: string; suffix: string },
  count: number,
  batch = 50_000,
): Promise<void> {
  const indexDefs = rowsOf(
    await db.execute(sql`select indexname, indexdef from pg_indexes where tablename = 'domains'
      and indexname not in ('domains_pkey', 'domains_name_key')`),
  ) as { indexname: string; indexdef: string }[]
  for (const index of indexDefs) await db.execute(sql.raw(`drop index ${index.indexname}`))
  for (let from = 0; from < count; from += batch) {
    const to = Math.min(count, from + batch) - 1
    await db.execute(sql`
      insert into domains (seller_id, name, display_name, tld, sld_length, status, landing_page,
        lander_template, intake_style, buynow_price_micros, floor_price_micros,
        minbid_price_micros, leasing_enabled, max_lease_period, hidden)
      select ${seller.id}::uuid, nm || '.' || tld, nm || '.' || tld, tld, length(nm),
        'ACTIVE', 'SALES',
        (array['BUY_NOW','LEASE_TO_OWN','PRICE_FORM','CUSTOM_LANDER'])[n % 4 + 1],
        (array['BUY_NOW','LEASE_TO_OWN','PRICE_FORM','CUSTOM_LANDER'])[n % 4 + 1],
        ((n % 97) + 5)::bigint * 100000000, ((n % 97) + 5)::bigint * 40000000,
        ((n % 97) + 5)::bigint * 20000000, n % 3 = 0, 36, n % 50 = 0
      from (
        select n, w[(n % ${WORDS.length}) + 1] || w[((n / ${WORDS.length}) % ${WORDS.length}) + 1]
          || (n / ${WORDS.length * WORDS.length})::text || ${seller.suffix} as nm,
          t[(n % ${TLDS.length}) + 1] as tld
        from generate_series(${from}::int, ${to}::int) n,
          (select ${`{${WORDS.join(',')}}`}::text[] as w,
            ${`{${TLDS.join(',')}}`}::text[] as t) arrays
      ) g`)
  }
  for (const index of indexDefs) await db.execute(sql.raw(index.indexdef))
  await db.execute(sql`analyze domains`)
}
