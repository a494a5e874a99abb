// Prints JSON figures for the portfolio list API over one seller's large portfolio (issue 4):
//   node bench/portfolio-list.bench.ts [domainCount]            (embedded PGlite, in memory)
//   DATABASE_URL=postgres://.../namefolio_bench node bench/portfolio-list.bench.ts 1000000
// The mix: every sort key of spec §3 in both directions at offsets 0, 1,000, half the selling
// view and its last page, the page after the half by cursor (as the UI's next button), plus the
// common filters (views, status filters, price ranges, keywords, leasing, no buy-now price);
// 100 rows a page. Then the same queries through the repository alone (SQL and row mapping,
// no HTTP) and as one plain SQL statement (the page's rows, no total), and a bulk edit of
// every domain of the seller through the bulk-operation job.
import { performance } from 'node:perf_hooks'
import { and, sql } from 'drizzle-orm'
import {
  DomainPageSchema,
  PORTFOLIO_SORT_KEYS,
  ListDomainsQuerySchema,
} from '@namefolio/core/portfolio/portfolio.contract'
import { buildApp } from '../packages/server/src/app.ts'
import { compileResponseSerializer } from '../packages/server/src/http/compiled-serialization.ts'
import { openBenchDatabase, testBenchEnv } from './bench-database.ts'
import {
  filterCondition,
  orderBy,
} from '../packages/server/src/features/portfolio/portfolio-conditions.queries.ts'
import { listDomainsForSeller } from '../packages/server/src/features/portfolio/portfolio.repository.ts'
import {
  decodeCursor,
  keysetSegments,
  sortSource,
} from '../packages/server/src/features/portfolio/portfolio-paging.queries.ts'
import { insertBenchSeller, rowsOf, signedInHeaders } from './bench-seed.ts'
import { latencySummary } from './percentile.ts'

const domainCount = Number(process.argv[2] ?? 100_000)
const databaseUrl = process.env.DATABASE_URL ?? null
const env = testBenchEnv(databaseUrl)
const database = await openBenchDatabase(databaseUrl)
const db = database.db

let lastSeedMs = 0
async function seedSeller(): Promise<{ id: string }> {
  const suffix = Date.now().toString(36)
  const seller = await insertBenchSeller(db, { suffix, membershipPlan: 'PRO' })

  const seedStart = performance.now()
  // Set-based, in chunks so PGlite's memory stays flat. Values spread by hashes of n: 90 % sales
  // pages, 10 % parking, 2 % sold, 1 % leased; five statuses; prices from $0 (none) to $50,000.
  // On PostgreSQL (a scratch database) the secondary indexes are dropped for the bulk insert and
  // built again after it: the seed then takes minutes instead of most of an hour on 2 cores.
  const indexDefs =
    database.kind === 'postgresql' && domainCount >= 200_000
      ? (rowsOf(
          await db.execute(sql`select indexname, indexdef from pg_indexes where tablename = 'domains'
            and indexname not in ('domains_pkey', 'domains_name_key')`),
        ) as { indexname: string; indexdef: string }[])
      : []
  for (const index of indexDefs) await db.execute(sql.raw(`drop index ${index.indexname}`))
  const CHUNK = 100_000
  for (let from = 1; from <= domainCount; from += CHUNK) {
    const to = Math.min(domainCount, from + CHUNK - 1)
    await db.execute(sql`
    insert into domains (seller_id, name, display_name, tld, sld_length, status, landing_page,
      lander_template, intake_style, buynow_price_micros, floor_price_micros, minbid_price_micros,
      leasing_enabled, featured, hidden, marketplace_nameserver, unique_offers_count,
      stats_views_count, stats_leads_count, total_search30_cnt, visitor90_cnt, sold_at, leased_at,
      fast_transfer_status, created_at)
    select ${seller.id}::uuid, w || n || '-' || ${suffix} || '.' || tld, w || n || '-' || ${suffix} || '.' || tld, tld,
      length(w || n || '-' || ${suffix}),
      (array['ACTIVE','ACTIVE','PENDING_SYNC','INACTIVE','COMPLIANCE_REVIEW','ON_HOLD'])[1 + h % 6],
      case when h % 10 = 0 then 'PARKING' else 'SALES' end,
      case when h % 10 = 0 then 'CASH_PARKING' else (array['PRICE_FORM','BUY_NOW','LEASE_TO_OWN','CUSTOM_LANDER'])[1 + h % 4] end,
      case when h % 10 = 0 then 'PRICE_FORM' else (array['PRICE_FORM','BUY_NOW','LEASE_TO_OWN','CUSTOM_LANDER'])[1 + h % 4] end,
      case when h % 7 = 0 then null else (50 + h % 50000) * 1000000::bigint end,
      case when h % 3 = 0 then (20 + h % 40) * 1000000::bigint end,
      case when h % 5 = 0 then (20 + h % 20) * 1000000::bigint end,
      h % 4 = 0, h % 50 = 0, h % 97 = 0, h % 3 = 1, h % 13, h % 1000, h % 17, h % 5000, h % 700,
      case when h % 50 = 1 then now() end, case when h % 100 = 2 then now() end,
      (array['ACTIVE','INACTIVE','PENDING_REVIEW','AWAITING_OPT_IN'])[1 + h % 4],
      now() - (n || ' minutes')::interval
    from (
      select n, abs(hashint4(n)) as h,
        (array['shop','cloud','green','data','home','best','pay','go','my','smart'])[1 + abs(hashint4(n * 7)) % 10] as w,
        (array['com','com','com','net','io','ai','org'])[1 + abs(hashint4(n * 3)) % 7] as tld
      from generate_series(${from}::int, ${to}::int) as n
    ) s
  `)
  }
  for (const index of indexDefs) await db.execute(sql.raw(index.indexdef))
  // After a bulk load: autovacuum would do this in production (and sets the visibility map
  // that index-only scans need); a benchmark cannot wait for it.
  // The sort-key tables too (decision 1160): their index-only walks need the visibility map.
  await db.execute(sql`vacuum (analyze) domains, domain_sort_keys, listed_prices`)
  lastSeedMs = performance.now() - seedStart
  return seller
}

// BENCH_SELLER_ID reuses a seller seeded by an earlier run (seeding 1,000,000 rows takes minutes).
const reuseSellerId = process.env.BENCH_SELLER_ID ?? null
const seller = reuseSellerId ? { id: reuseSellerId } : await seedSeller()
const seedMs = reuseSellerId ? 0 : lastSeedMs

const app = await buildApp({ env, database, logger: false })
await app.ready()
const headers = await signedInHeaders(db, seller.id)

// The selling view's size (the default view): the deep offsets are its half and its last page.
const sellingTotal = (
  await app.inject({ method: 'GET', url: '/api/v2/domains?limit=1', headers })
).json().total as number
const deep = Math.floor(sellingTotal * 0.5)
const last = Math.max(0, sellingTotal - 100)
// BENCH_DEEP=0 leaves out the deep offsets (half the portfolio and its last page).
// BENCH_DEEP=last keeps the last page but leaves out the half (seconds per request on 1,000,000).
const offsets =
  process.env.BENCH_DEEP === '0'
    ? [0, 1_000]
    : process.env.BENCH_DEEP === 'last'
      ? [0, 1_000, last]
      : [0, 1_000, deep, last]
type Query = { label: string; query: string; sort?: string; order?: string; offset?: number }
const queries: Query[] = []
for (const sort of PORTFOLIO_SORT_KEYS) {
  for (const order of ['asc', 'desc']) {
    for (const offset of offsets) {
      queries.push({
        label: offset >= deep ? 'deep' : 'shallow',
        query: `sort=${sort}&order=${order}&offset=${offset}`,
        sort,
        order,
        offset,
      })
    }
  }
}
const filters = [
  'filter=listed',
  'filter=review',
  'filter=buyNowMissing',
  'filter=ltoDisabled',
  'view=parked',
  'view=sold',
  'view=not-listed',
  'leasing=true',
  'noPriceBuyNowSet=true',
  `buyNowMinMicros=${1000 * 1_000_000}&buyNowMaxMicros=${5000 * 1_000_000}`,
  'sldLengthMax=12',
  'keywords=cloud',
  'keywords=smart12',
  'filter=listed&sort=price.buyNow&order=desc',
  'view=parked&sort=domain&order=asc&offset=1000',
  'includeSearchStats=true&sort=totalSearch30Cnt&order=desc',
]
for (const f of filters) queries.push({ label: 'filter', query: `${f}` })
// The deep pages as the UI's next/previous buttons reach them: by the cursor of the deep
// offset's answer (filled in by the warm-up round).
const cursorQueries: Query[] = []

const byLabel: Record<string, number[]> = { shallow: [], deep: [], cursor: [], filter: [] }
const all: number[] = []
const sqlOnly: number[] = []
const plainSql: number[] = []
/** Every measured request, to name the slowest in the output. */
const timed: { query: string; ms: number }[] = []
const plainByLabel: Record<string, number[]> = { shallow: [], deep: [], cursor: [], filter: [] }
// One warm-up round, then BENCH_ROUNDS measured rounds (default 2).
const rounds = 1 + Number(process.env.BENCH_ROUNDS ?? 2)
for (let round = 0; round < rounds; round++) {
  for (const q of [...queries, ...cursorQueries]) {
    const start = performance.now()
    const res = await app.inject({
      method: 'GET',
      url: `/api/v2/domains?limit=100&${q.query}`,
      headers,
    })
    const ms = performance.now() - start
    if (res.statusCode !== 200)
      throw new Error(`GET ${q.query} failed: ${res.statusCode} ${res.body}`)
    if (round === 0) {
      // Deep pages by cursor: the page after the half, and the page before the last one.
      const answer = res.json() as { nextCursor?: string; prevCursor?: string }
      const cursor =
        q.offset === deep && q.offset !== last
          ? answer.nextCursor
          : q.offset === last
            ? answer.prevCursor
            : undefined
      if (q.label === 'deep' && cursor) {
        cursorQueries.push({
          label: 'cursor',
          query: `sort=${q.sort}&order=${q.order}&cursor=${cursor}`,
        })
      }
      continue
    }
    all.push(ms)
    byLabel[q.label]!.push(ms)
    timed.push({ query: q.query, ms })

    const parsed = ListDomainsQuerySchema.parse(
      Object.fromEntries(new URLSearchParams(`limit=100&${q.query}`)),
    )
    const sqlStart = performance.now()
    await listDomainsForSeller(
      db,
      seller.id,
      parsed,
      { searchStats: true, nameserverData: false },
      (id) => id,
    )
    sqlOnly.push(performance.now() - sqlStart)

    // The same page in plain SQL: one statement, the page's rows under the same filter and
    // order (offset, or the keyset of the cursor), no total, no row mapping.
    const where = filterCondition(seller.id, parsed)
    const keyset = parsed.cursor
      ? keysetSegments(
          parsed.sort,
          parsed.order,
          decodeCursor(parsed.cursor, parsed.sort, parsed.order),
        )[0]
      : undefined
    // An offset in the back half of the (exactly counted) selling view is read from the other
    // end, as the repository does; else the plain statement walks ~900,000 rows.
    const fromEnd = !parsed.cursor && q.label === 'deep' && parsed.offset > sellingTotal / 2
    const order = fromEnd ? (parsed.order === 'asc' ? 'desc' : 'asc') : parsed.order
    const end = Math.min(parsed.offset + 100, sellingTotal)
    const plainStart = performance.now()
    await db.execute(
      sql`select domains.* from ${sortSource(parsed.sort, parsed)} where ${and(where, keyset)} order by ${sql.join(orderBy(parsed.sort, order), sql`, `)} offset ${parsed.cursor ? 0 : fromEnd ? sellingTotal - end : parsed.offset} limit ${fromEnd ? end - parsed.offset : 100}`,
    )
    const plainMs = performance.now() - plainStart
    plainSql.push(plainMs)
    plainByLabel[q.label]!.push(plainMs)
  }
}

// The serialization of one 100-row page alone (CPU, no database): the zod check and
// JSON.stringify every other route uses, against the code compiled from the same schema that
// the list uses (decision 1190).
const samplePage = await listDomainsForSeller(
  db,
  seller.id,
  ListDomainsQuerySchema.parse({ limit: '100' }),
  { searchStats: false, nameserverData: false },
  (id) => id,
)
const compiledSerialize = compileResponseSerializer(DomainPageSchema)
/** Microseconds a page, the median of 20 batches of 20 (after a warm-up batch). */
const timeSerializer = (serialize: () => string) => {
  const batches: number[] = []
  for (let batch = 0; batch < 21; batch++) {
    const start = performance.now()
    for (let i = 0; i < 20; i++) serialize()
    batches.push(((performance.now() - start) / 20) * 1000)
  }
  return Math.round(batches.slice(1).sort((a, b) => a - b)[10]!)
}
const serializePage = {
  bytes: compiledSerialize(samplePage).length,
  zodUs: timeSerializer(() => JSON.stringify(DomainPageSchema.encode(samplePage))),
  compiledUs: timeSerializer(() => compiledSerialize(samplePage)),
}

const listing = {
  api: latencySummary(all),
  apiShallow: latencySummary(byLabel.shallow!),
  apiDeep: latencySummary(byLabel.deep!),
  apiDeepByCursor: latencySummary(byLabel.cursor!),
  apiFilters: latencySummary(byLabel.filter!),
  repositoryOnly: latencySummary(sqlOnly),
  plainSql: latencySummary(plainSql),
  plainSqlShallow: latencySummary(plainByLabel.shallow!),
  plainSqlDeep: latencySummary(plainByLabel.deep!),
  plainSqlDeepByCursor: latencySummary(plainByLabel.cursor!),
  plainSqlFilters: latencySummary(plainByLabel.filter!),
  slowest: timed
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
    .map((t) => ({ query: t.query, ms: Math.round(t.ms * 10) / 10 })),
  serializePage,
}
process.stderr.write(`${JSON.stringify(listing)}\n`)

// Bulk edit of every domain of the seller, through the API and its background job.
// BENCH_BULK=0 leaves it out.
const runBulk = process.env.BENCH_BULK !== '0'
// BENCH_BULK_EDIT=featured edits a sorted (indexed) column: every row gets new entries in every
// index. The default edits columns no index holds (fast transfer, lease to own), which
// PostgreSQL can update in place (HOT) when the page has room (decision 252).
// BENCH_BULK_EDIT=landerTemplate edits the one bulk key of spec §3 that is also a sort key (a
// template change within the sales pages, so the rows stay in their view).
const bulkModifications =
  process.env.BENCH_BULK_EDIT === 'featured'
    ? { featured: true, canFastTransfer: true }
    : process.env.BENCH_BULK_EDIT === 'landerTemplate'
      ? { landerTemplate: 'CUSTOM_LANDER' as const }
      : { canFastTransfer: true, leasingEnabled: false }
const bulkStart = performance.now()
const accepted = !runBulk
  ? null
  : await app.inject({
      method: 'POST',
      url: '/api/v2/domains/bulkOperation',
      headers,
      payload: {
        operation: 'edit',
        selection: { kind: 'filter', filter: { view: 'selling' } },
        modifications: bulkModifications,
      },
    })
if (accepted && accepted.statusCode !== 200) throw new Error(`bulk failed: ${accepted.body}`)
const jobId = accepted?.json().job?.jobId as string | undefined
let job = accepted?.json().job
while (jobId && (job.state === 'queued' || job.state === 'running')) {
  await new Promise((r) => setTimeout(r, 250))
  job = (
    await app.inject({ method: 'GET', url: `/api/v2/domains/bulkOperation/${jobId}`, headers })
  ).json()
}
const bulkMs = performance.now() - bulkStart

await app.close()
process.stdout.write(
  `${JSON.stringify(
    {
      benchmark: 'portfolio-list',
      database: database.kind,
      domains: domainCount,
      seedSeconds: Math.round(seedMs / 100) / 10,
      requestsPerRound: queries.length,
      ...listing,
      bulkEdit: {
        modifications: runBulk ? bulkModifications : null,
        rows: job?.progress?.done ?? null,
        state: job?.state ?? null,
        result: job?.result ?? null,
        seconds: Math.round(bulkMs / 100) / 10,
      },
    },
    null,
    2,
  )}\n`,
)
