// Prints JSON figures for event intake on a parked page (issue 17):
//   node bench/parking-intake.bench.ts                     (embedded PGlite, in memory)
//   DATABASE_URL=postgres://... node bench/parking-intake.bench.ts
// In one run, BENCH_ROUNDS rounds (3) of BENCH_SECONDS (5) each: the warm lander's requests/s
// and p99, then a parked page's while every request is a new visitor whose view is recorded
// and every BENCH_CLICK_EVERY-th (10th) request clicks an ad (recorded with its cost per click). The target of issue 17: the parked page with intake at
// least 50 % of the warm lander's requests/s; the bench asserts nothing and prints the ratio.
// Afterwards it counts the rows written, to show that the events were really recorded.
// The load comes from a worker thread (keep-alive connections, node:http), as wrk is not
// installed everywhere; the server runs on this process's main thread.
import http from 'node:http'
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import { sql } from 'drizzle-orm'
import { percentile } from './percentile.ts'

const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

type LoadPlan = {
  base: string
  connections: number
  durationMs: number
  pagePath: string
  /** Every `clickEvery`-th request goes to one of these instead (0: never). */
  clickPaths: string[]
  clickEvery: number
  /** Each request a different visitor (its own user agent), so each view is counted. */
  newVisitorEachRequest: boolean
}

type LoadResult = {
  requests: number
  pageRequests: number
  clickRequests: number
  pageOk: number
  clickRedirects: number
  errors: number
  seconds: number
  requestsPerSecond: number
  pageRequestsPerSecond: number
  p50Ms: number
  p99Ms: number
}

/** The load generator (worker thread): `connections` loops of request → full answer. */
async function generateLoad(plan: LoadPlan): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.connections })
  const latencies: number[] = []
  let counter = 0
  let pageRequests = 0
  let clickRequests = 0
  let pageOk = 0
  let clickRedirects = 0
  let errors = 0
  const started = performance.now()
  const endsAt = started + plan.durationMs

  function once(path: string, userAgent: string): Promise<number> {
    return new Promise((resolve) => {
      const request = http.get(
        `${plan.base}${path}`,
        { agent, headers: { 'user-agent': userAgent, 'accept-encoding': 'gzip' } },
        (response) => {
          response.resume()
          response.on('end', () => resolve(response.statusCode ?? 0))
          response.on('error', () => resolve(0))
        },
      )
      request.on('error', () => resolve(0))
    })
  }

  async function loop() {
    while (performance.now() < endsAt) {
      const n = counter++
      const isClick = plan.clickEvery > 0 && n % plan.clickEvery === plan.clickEvery - 1
      const path = isClick ? plan.clickPaths[n % plan.clickPaths.length]! : plan.pagePath
      const userAgent = plan.newVisitorEachRequest ? `${UA} bench-visitor/${n}` : UA
      const start = performance.now()
      const status = await once(path, userAgent)
      latencies.push(performance.now() - start)
      if (isClick) {
        clickRequests++
        if (status === 302) clickRedirects++
        else errors++
      } else {
        pageRequests++
        if (status === 200) pageOk++
        else errors++
      }
    }
  }

  await Promise.all(Array.from({ length: plan.connections }, loop))
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const round = (value: number) => Number(value.toFixed(1))
  return {
    requests: latencies.length,
    pageRequests,
    clickRequests,
    pageOk,
    clickRedirects,
    errors,
    seconds: round(seconds),
    requestsPerSecond: round(latencies.length / seconds),
    pageRequestsPerSecond: round(pageRequests / seconds),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
  }
}

if (!isMainThread) {
  parentPort!.postMessage(await generateLoad(workerData as LoadPlan))
} else {
  await main()
}

function pick(result: LoadResult) {
  const { requests, errors, requestsPerSecond, p50Ms, p99Ms } = result
  return { requests, errors, requestsPerSecond, p50Ms, p99Ms }
}

function loadFromWorker(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: plan })
    worker.once('message', (result: LoadResult) => resolve(result))
    worker.once('error', reject)
  })
}

async function main() {
  const { buildApp } = await import('../packages/server/src/app.ts')
  const { openBenchDatabase, productionBenchEnv } = await import('./bench-database.ts')
  const { domains } = await import('../packages/server/src/db/schema/domains.ts')
  const { insertBenchSeller, rowsOf } = await import('./bench-seed.ts')

  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? null
  const durationMs = Number(process.env.BENCH_SECONDS ?? 5) * 1000
  // Rounds of lander then parked page, so that load from elsewhere on the machine hits both.
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
  const clickEvery = Number(process.env.BENCH_CLICK_EVERY ?? 10)
  const env = productionBenchEnv(databaseUrl)
  const database = await openBenchDatabase(databaseUrl)
  const db = database.db

  const suffix = Date.now().toString(36)
  const seller = await insertBenchSeller(db, { suffix, prefix: 'intake', roles: ['seller'] })
  const USD = 1_000_000
  const [lander, parked] = await db
    .insert(domains)
    .values([
      {
        sellerId: seller.id,
        name: `brightlander${suffix}.com`,
        displayName: `brightlander${suffix}.com`,
        tld: 'com',
        sldLength: `brightlander${suffix}`.length,
        status: 'ACTIVE' as const,
        landingPage: 'SALES' as const,
        landerTemplate: 'CUSTOM_LANDER' as const,
        buynowPriceMicros: 2500 * USD,
        floorPriceMicros: 1000 * USD,
        minbidPriceMicros: 500 * USD,
      },
      {
        sellerId: seller.id,
        name: `travelparked${suffix}.com`,
        displayName: `travelparked${suffix}.com`,
        tld: 'com',
        sldLength: `travelparked${suffix}`.length,
        status: 'ACTIVE' as const,
        landingPage: 'PARKING' as const,
        landerTemplate: 'CASH_PARKING' as const,
      },
    ])
    .returning()
  if (!lander || !parked) throw new Error('no bench domains')
  const parkedId = parked.id

  const app = await buildApp({ env, database, logger: false })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

  const parkedPage = await (
    await fetch(`${base}/lander/${parked.name}`, { headers: { 'user-agent': UA } })
  ).text()
  const clickPaths = [...parkedPage.matchAll(/href="(\/lander\/[^"]+\/click\/[^"]+)"/g)].map((m) =>
    m[1]!.replaceAll('&amp;', '&'),
  )
  if (clickPaths.length === 0) throw new Error('the parked page shows no ads')

  // Warm the caches and the JIT first (as lander.bench.ts does), both pages.
  for (let i = 0; i < 200; i++) {
    await (await fetch(`${base}/lander/${lander.name}`, { headers: { 'user-agent': UA } })).text()
    await (await fetch(`${base}/lander/${parked.name}`, { headers: { 'user-agent': UA } })).text()
  }

  async function countEvents() {
    const [row] = rowsOf(
      await db.execute(sql`select
        count(*) filter (where kind = 'parking_view')::int as views,
        count(*) filter (where kind = 'ad_click')::int as clicks,
        coalesce(sum(amount_micros) filter (where kind = 'ad_click'), 0)::bigint as click_micros
        from public_events where domain_id = ${parkedId}`),
    ) as { views: number; clicks: number; click_micros: string | number }[]
    return { views: row!.views, clicks: row!.clicks, clickMicros: Number(row!.click_micros) }
  }

  const ratio = (a: number, b: number) => Number((a / b).toFixed(2))
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!
  const plan = { base, connections, durationMs }
  const before = await countEvents()
  const results: { landerWarm: LoadResult; parkedWithIntake: LoadResult; ratio: number }[] = []
  for (let round = 0; round < rounds; round++) {
    const landerWarm = await loadFromWorker({
      ...plan,
      pagePath: `/lander/${lander.name}`,
      clickPaths: [],
      clickEvery: 0,
      newVisitorEachRequest: false,
    })
    const parkedWithIntake = await loadFromWorker({
      ...plan,
      pagePath: `/lander/${parked.name}`,
      clickPaths,
      clickEvery,
      newVisitorEachRequest: true,
    })
    results.push({
      landerWarm,
      parkedWithIntake,
      ratio: ratio(parkedWithIntake.requestsPerSecond, landerWarm.requestsPerSecond),
    })
  }
  const served = results.reduce(
    (sum, r) => ({
      pageOk: sum.pageOk + r.parkedWithIntake.pageOk,
      clickRedirects: sum.clickRedirects + r.parkedWithIntake.clickRedirects,
    }),
    { pageOk: 0, clickRedirects: 0 },
  )

  // The recorder writes every second or per 500 events: wait until the count stops growing.
  const loadEndedAt = performance.now()
  let after = await countEvents()
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const next = await countEvents()
    const settled = next.views === after.views && next.clicks === after.clicks
    after = next
    if (settled && performance.now() - loadEndedAt > 2500) break
  }
  const flushedAfterMs = Math.round(performance.now() - loadEndedAt)
  await app.close()

  const recorded = {
    views: after.views - before.views,
    clicks: after.clicks - before.clicks,
    clickMicros: after.clickMicros - before.clickMicros,
  }
  console.log(
    JSON.stringify(
      {
        benchmark: 'parking-intake',
        database: database.kind,
        load: `node:http worker thread, ${connections} keep-alive connections, ${durationMs / 1000}s each, gzip, browser user agent, 127.0.0.1`,
        cpus: os.cpus().length,
        parkedLoad: `every request a new visitor (a view recorded), every ${clickEvery}th an ad click`,
        rounds: results.map((r, i) => ({
          round: i + 1,
          landerWarm: pick(r.landerWarm),
          parkedWithIntake: {
            ...pick(r.parkedWithIntake),
            pageRequestsPerSecond: r.parkedWithIntake.pageRequestsPerSecond,
          },
          ratio: r.ratio,
        })),
        ratio: {
          parkedToWarmLanderMedian: median(results.map((r) => r.ratio)),
          target: 0.5,
        },
        recorded: {
          ...recorded,
          viewsOfPagesServed: ratio(recorded.views, served.pageOk),
          clicksOfRedirects: ratio(recorded.clicks, served.clickRedirects),
          flushedAfterMs,
        },
      },
      null,
      2,
    ),
  )
}
