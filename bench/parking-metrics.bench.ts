// Prints JSON figures for the parking metrics API over one seller's 100,000 parked domains with
// 90 days of daily figures (issue 17 "Performance"):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/parking_bench node bench/parking-metrics.bench.ts
//   node bench/parking-metrics.bench.ts 2000            (embedded PGlite, in memory, small)
// Measured through the HTTP layer (app.inject): account totals for the last 7, 30 and 90 days,
// and a page of 200 domains sorted by revenue, descending, over 7 and 90 days. The same-run
// baseline is a plain `select 1` round trip and the cheapest parking endpoint (the count),
// so the figures can be read against the machine's own speed. Targets: account totals p95
// < 100 ms, a page of 200 by revenue p95 < 150 ms.
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { shiftDay, utcDayOf } from '@namefolio/core/parking/parking-range'
import { buildApp } from '../packages/server/src/app.ts'
import { openBenchDatabase, testBenchEnv } from './bench-database.ts'
import { insertBenchSeller, rowsOf, signedInHeaders } from './bench-seed.ts'
import { latencySummary } from './percentile.ts'

const domainCount = Number(process.argv[2] ?? 100_000)
const dayCount = Number(process.env.BENCH_DAYS ?? 90)
const samplesPerQuery = Number(process.env.BENCH_SAMPLES ?? 40)
const databaseUrl = process.env.DATABASE_URL ?? null
const env = testBenchEnv(databaseUrl, { BACKGROUND_JOBS: 'false' })
const database = await openBenchDatabase(databaseUrl)
const db = database.db
const today = utcDayOf(new Date())
const firstDay = shiftDay(today, 1 - dayCount)

/**
 * One seller's parked domains and their daily figures, written by the database (set-based, in
 * chunks of domains). The domain ids are derived from n, so each chunk of days finds its
 * domains without a lookup; the running totals are computed by a window over each domain's
 * days, as the roll-up does. The range index is dropped for the load and built after it.
 */
async function seed(): Promise<{ id: string; seedMs: number }> {
  const suffix = Date.now().toString(36)
  const seller = await insertBenchSeller(db, { suffix, prefix: 'parking', membershipPlan: 'PRO' })
  const started = performance.now()
  const idOf = sql.raw(`md5('${suffix}-' || n)::uuid`)
  const indexDefs =
    database.kind === 'postgresql'
      ? (rowsOf(
          await db.execute(sql`select indexname, indexdef from pg_indexes
            where tablename = 'parking_daily' and indexname <> 'parking_daily_domain_id_day_pk'`),
        ) as { indexname: string; indexdef: string }[])
      : []
  for (const index of indexDefs) await db.execute(sql.raw(`drop index ${index.indexname}`))
  const CHUNK = database.kind === 'postgresql' ? 20_000 : 1_000
  for (let from = 1; from <= domainCount; from += CHUNK) {
    const to = Math.min(domainCount, from + CHUNK - 1)
    await db.execute(sql`
      insert into domains (id, seller_id, name, display_name, tld, sld_length, status,
        landing_page, lander_template, intake_style)
      select ${idOf}, ${seller.id}::uuid, 'park' || n || '-' || ${suffix} || '.com',
        'park' || n || '-' || ${suffix} || '.com', 'com', length('park' || n || '-' || ${suffix}),
        'ACTIVE', 'PARKING', 'CASH_PARKING', 'PRICE_FORM'
      from generate_series(${from}::int, ${to}::int) as n`)
    // Figures spread by hashes of (n, day): 0–59 views, a third of them visitors, a click in
    // about one view of 30 worth $0.02–$0.51, the seller's 70 %.
    await db.execute(sql`
      insert into parking_daily (domain_id, seller_id, day, page_views, visits, ad_clicks,
        gross_micros, revenue_micros, cum_page_views, cum_visits, cum_ad_clicks, cum_revenue_micros)
      select id, ${seller.id}::uuid, day, views, visits, clicks, gross, gross * 7000 / 10000,
        sum(views) over w, sum(visits) over w, sum(clicks) over w, sum(gross * 7000 / 10000) over w
      from (
        select ${idOf} as id, gs.day::date as day, h % 60 as views, (h % 60) / 3 as visits,
          (h % 60) / 30 + (h % 7 = 0)::int as clicks,
          ((h % 60) / 30 + (h % 7 = 0)::int) * (20000 + (h % 500) * 1000)::bigint as gross
        from generate_series(${from}::int, ${to}::int) as n
        cross join generate_series(${firstDay}::date::timestamp, ${today}::date::timestamp,
          interval '1 day') as gs(day)
        cross join lateral (select abs(hashint8(n * 1000 + extract(doy from gs.day)::int)) as h) x
      ) s
      window w as (partition by id order by day)`)
  }
  for (const index of indexDefs) await db.execute(sql.raw(index.indexdef))
  await db.execute(sql`
    insert into parking_account_daily (seller_id, day, page_views, visits, ad_clicks,
      gross_micros, revenue_micros)
    select seller_id, day, sum(page_views), sum(visits), sum(ad_clicks), sum(gross_micros),
      sum(revenue_micros)
    from parking_daily where seller_id = ${seller.id} group by seller_id, day`)
  // After a bulk load autovacuum would set the visibility map (index-only scans need it).
  await db.execute(sql`vacuum (analyze) domains`)
  await db.execute(sql`vacuum (analyze) parking_daily`)
  await db.execute(sql`vacuum (analyze) parking_account_daily`)
  return { id: seller.id, seedMs: performance.now() - started }
}

const reuseSellerId = process.env.BENCH_SELLER_ID ?? null
const seller = reuseSellerId ? { id: reuseSellerId, seedMs: 0 } : await seed()

const app = await buildApp({ env, database, logger: false })
await app.ready()
const headers = await signedInHeaders(db, seller.id)

async function measure(run: () => Promise<void>): Promise<ReturnType<typeof latencySummary>> {
  for (let i = 0; i < 3; i++) await run()
  const samples: number[] = []
  for (let i = 0; i < samplesPerQuery; i++) {
    const start = performance.now()
    await run()
    samples.push(performance.now() - start)
  }
  return latencySummary(samples)
}

async function get(url: string): Promise<unknown> {
  const res = await app.inject({ method: 'GET', url, headers })
  if (res.statusCode !== 200) throw new Error(`GET ${url} failed: ${res.statusCode} ${res.body}`)
  return res.json()
}

const rangeOf = (days: number) => `from=${shiftDay(today, 1 - days)}&to=${today}`
const results: Record<string, unknown> = {
  database: database.kind,
  parkedDomains: domainCount,
  days: dayCount,
  seedSeconds: Math.round(seller.seedMs / 100) / 10,
  baseline: {
    selectOne: await measure(async () => void (await db.execute(sql`select 1`))),
    parkingCount: await measure(async () => void (await get('/api/v1/parking/count'))),
  },
}
const account: Record<string, unknown> = {}
for (const days of [7, 30, 90]) {
  const url = `/api/v1/parking/metrics/account?${rangeOf(days)}`
  account[`${days}Days`] = await measure(async () => void (await get(url)))
}
results.accountTotals = account
const pages: Record<string, unknown> = {}
for (const days of [7, 90]) {
  const url = `/api/v1/parking/metrics/domains?${rangeOf(days)}&sort=revenue&order=desc&limit=200`
  const first = (await get(url)) as { total: number; items: { revenueMicros: number }[] }
  if (first.total !== domainCount || first.items.length !== Math.min(200, domainCount)) {
    throw new Error(`unexpected page: total ${first.total}, ${first.items.length} items`)
  }
  pages[`${days}Days`] = await measure(async () => void (await get(url)))
}
results.pageOf200ByRevenue = pages
const worstAccount = Math.max(...Object.values(account).map((s) => (s as { p95Ms: number }).p95Ms))
const worstPage = Math.max(...Object.values(pages).map((s) => (s as { p95Ms: number }).p95Ms))
results.targets = {
  accountTotalsP95Under100Ms: worstAccount < 100,
  pageOf200ByRevenueP95Under150Ms: worstPage < 150,
}
process.stdout.write(`${JSON.stringify(results, null, 2)}\n`)
await app.close()
