// Prints JSON figures for public search under load (issue 12: search never stalls the server):
//   node bench/search-under-load.bench.ts [listedDomains]          (embedded PGlite, in memory)
//   DATABASE_URL=postgres://.../scratch node bench/search-under-load.bench.ts [listedDomains]
// Seeds the listed domains, starts the server, then from a worker thread (its own event loop,
// so a stalled server cannot also stall the clock that measures it) probes /api/health and a
// lander: first with no search load (the baseline), then while 8 clients search in a loop.
// BENCH_SECONDS: length of each phase (default 15). BENCH_DATA_DIR: a PGlite folder, seeded on
// the first run and reused after. SEARCH_MAX_CONCURRENT and SEARCH_MAX_QUEUED are passed to the
// server (unset: its defaults for the database).
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import { sql } from 'drizzle-orm'
import { WORDS } from './bench-words.ts'

const SEARCH_CLIENTS = 8
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 15)

/**
 * What the 8 clients ask, in turn: common keywords by relevance, with filters, by price, two
 * words, a two-letter keyword (no trigram to use), a keyword nothing matches sorted by price
 * (the worst case for an ORDER BY walk), and plain browsing.
 */
function searchPath(i: number): string {
  const word = WORDS[(i * 7) % WORDS.length]!
  const other = WORDS[(i * 13 + 5) % WORDS.length]!
  const shapes = [
    `/search?q=${word}`,
    `/search?q=${word}&tld=com&maxPrice=5000&lto=1`,
    `/search?q=${word}&sort=priceAsc`,
    `/search?q=${word}+${other}`,
    `/search?q=${word.slice(0, 2)}`,
    `/search?q=zq${i % 1000}xv&sort=priceAsc`,
    `/search?q=${word}&page=3`,
    `/forsale?sort=newest`,
  ]
  return shapes[i % shapes.length]!
}

type Probe = { healthMs: number[]; landerMs: number[]; failures: number }
type PhaseResult = Probe & { searches: number; searchOk: number; busy503: number; other: number }

function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!.toFixed(1))
}

function summary(values: number[]) {
  return {
    count: values.length,
    p50Ms: percentile(values, 0.5),
    p99Ms: percentile(values, 0.99),
    maxMs: percentile(values, 1),
  }
}

const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

/** The load side: runs in a worker thread, measures with its own clock. */
async function runLoad(base: string, landers: string[]): Promise<void> {
  let visitor = 0
  async function timed(url: string): Promise<{ ms: number; status: number }> {
    // Each request from another visitor (TRUST_PROXY below): the per-address rate limit would
    // otherwise turn most of the load away before it reaches search.
    visitor++
    const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`
    const start = performance.now()
    const res = await fetch(url, { headers: { 'user-agent': UA, 'x-forwarded-for': address } })
    await res.arrayBuffer()
    return { ms: performance.now() - start, status: res.status }
  }

  async function phase(withSearch: boolean): Promise<PhaseResult> {
    const until = performance.now() + durationSeconds * 1000
    const result: PhaseResult = {
      healthMs: [],
      landerMs: [],
      failures: 0,
      searches: 0,
      searchOk: 0,
      busy503: 0,
      other: 0,
    }
    let next = 0
    async function searchClient() {
      while (performance.now() < until) {
        const { status } = await timed(`${base}${searchPath(next++)}`)
        result.searches++
        if (status === 200) result.searchOk++
        else if (status === 503) result.busy503++
        else result.other++
      }
    }
    async function prober() {
      let i = 0
      while (performance.now() < until) {
        const health = await timed(`${base}/api/health`)
        result.healthMs.push(health.ms)
        const lander = await timed(`${base}/lander/${landers[i++ % landers.length]}`)
        result.landerMs.push(lander.ms)
        if (health.status !== 200 || lander.status !== 200) result.failures++
        // A probe every 50 ms or so: a visitor, not a second load generator.
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    const clients = withSearch ? Array.from({ length: SEARCH_CLIENTS }, searchClient) : []
    await Promise.all([prober(), ...clients])
    return result
  }

  const baseline = await phase(false)
  const underLoad = await phase(true)
  parentPort!.postMessage({ baseline, underLoad })
}

async function main(): Promise<void> {
  const { buildApp } = await import('../packages/server/src/app.ts')
  const { parseEnv } = await import('../packages/server/src/config/env.ts')
  const { openBenchDatabase } = await import('./bench-database.ts')
  const { insertBenchSeller, rowsOf, seedListedDomains } = await import('./bench-seed.ts')
  const { searchCapacityLimitsFor } =
    await import('../packages/server/src/features/marketplace-search/search-capacity.ts')

  const listedCount = Number(process.argv[2] ?? 400_000)
  const databaseUrl = process.env.DATABASE_URL ?? null
  const dataDir = process.env.BENCH_DATA_DIR ?? null
  const env = parseEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    BACKGROUND_JOBS: '0',
    TRUST_PROXY: '127.0.0.1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(process.env.SEARCH_MAX_CONCURRENT
      ? { SEARCH_MAX_CONCURRENT: process.env.SEARCH_MAX_CONCURRENT }
      : {}),
    ...(process.env.SEARCH_MAX_QUEUED ? { SEARCH_MAX_QUEUED: process.env.SEARCH_MAX_QUEUED } : {}),
  })
  const database = await openBenchDatabase(databaseUrl, dataDir)
  const db = database.db
  const listed = Number(
    rowsOf(await db.execute(sql`select count(*)::int as n from domains`))[0]?.n ?? 0,
  )
  const seedStart = performance.now()
  if (listed < listedCount) await seed(listedCount - listed)
  const seedMs = performance.now() - seedStart

  async function seed(count: number): Promise<void> {
    const suffix = Date.now().toString(36)
    const seller = await insertBenchSeller(db, { suffix, roles: ['seller'] })
    await seedListedDomains(db, { id: seller.id, suffix }, count)
  }

  const landers = rowsOf(
    await db.execute(sql`select name from domains where status = 'ACTIVE' and not hidden
      and sold_at is null order by random() limit 500`),
  ).map((r) => r.name as string)

  const app = await buildApp({ env, database, logger: false })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  const worker = new Worker(new URL(import.meta.url), {
    workerData: { base: `http://127.0.0.1:${port}`, landers },
  })
  const result = await new Promise<{ baseline: PhaseResult; underLoad: PhaseResult }>(
    (resolve, reject) => {
      worker.once('message', resolve)
      worker.once('error', reject)
    },
  )
  await worker.terminate()
  await app.close() // closes the database too

  const { baseline, underLoad } = result
  console.log(
    JSON.stringify(
      {
        benchmark: 'search-under-load',
        database: database.kind,
        listedDomains: listedCount,
        seedMs: Math.round(seedMs),
        cpus: os.cpus().length,
        loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
        searchCapacity: searchCapacityLimitsFor(database.kind, env.search),
        secondsPerPhase: durationSeconds,
        baseline: {
          health: summary(baseline.healthMs),
          lander: summary(baseline.landerMs),
          probeFailures: baseline.failures,
        },
        underLoad: {
          searchClients: SEARCH_CLIENTS,
          health: summary(underLoad.healthMs),
          lander: summary(underLoad.landerMs),
          probeFailures: underLoad.failures,
          searches: underLoad.searches,
          searchesAnsweredPerSecond: Number((underLoad.searchOk / durationSeconds).toFixed(1)),
          busy503: underLoad.busy503,
          otherStatuses: underLoad.other,
        },
      },
      null,
      2,
    ),
  )
}

if (isMainThread) await main()
else {
  const data = workerData as { base: string; landers: string[] }
  await runLoad(data.base, data.landers)
}
