// Prints JSON figures for bulk repricing (issue 15) over one seller's large portfolio:
//   node bench/portfolio-reprice.bench.ts [domainCount]            (embedded PGlite, in memory)
//   DATABASE_URL=postgres://.../nf_reprice node bench/portfolio-reprice.bench.ts 1000000
// In one run, on the same seed: the baseline (the existing settings bulk edit of the whole
// selling view, POST /api/v2/domains/bulkOperation), then the reprice preview of the whole
// selling view (one statement), the reprice by +10 % of buy now (a job, 10,000-row batches,
// one history row per domain) and the undo of that reprice (a job over the edit's history
// rows, 10,000 domains a batch, decision 279).
// BENCH_UNDO=0 leaves the undo out; BENCH_BASELINE=0 the baseline.
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { buildApp } from '../packages/server/src/app.ts'
import { openBenchDatabase, testBenchEnv } from './bench-database.ts'
import { ensureDefaultFeatureFlags } from '../packages/server/src/db/seed.ts'
import { insertBenchSeller, seedListedDomains, signedInHeaders } from './bench-seed.ts'

const domainCount = Number(process.argv[2] ?? 100_000)
const databaseUrl = process.env.DATABASE_URL ?? null
const env = testBenchEnv(databaseUrl)
const database = await openBenchDatabase(databaseUrl)
const db = database.db
await ensureDefaultFeatureFlags(db)

const suffix = Date.now().toString(36)
const seller = await insertBenchSeller(db, { suffix, prefix: 'reprice' })
const seedStart = performance.now()
await seedListedDomains(db, { id: seller.id, suffix }, domainCount)
await db.execute(sql`vacuum (analyze) domains, domain_sort_keys, listed_prices`)
const seedMs = performance.now() - seedStart

const app = await buildApp({ env, database, logger: false })
await app.ready()
const headers = await signedInHeaders(db, seller.id)
const selection = { kind: 'filter', filter: { view: 'selling' } }
const seconds = (ms: number) => Math.round(ms / 100) / 10

async function post(url: string, payload: object) {
  const res = await app.inject({ method: 'POST', url, headers, payload })
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
  return res.json()
}

/** Polls a job until it ends (a benchmark's wait, not a test's). */
async function untilOver(url: string, job: { state: string }) {
  let current = job
  while (current.state === 'queued' || current.state === 'running') {
    await new Promise((r) => setTimeout(r, 250))
    current = (await app.inject({ method: 'GET', url, headers })).json()
  }
  return current
}

let baseline: object | null = null
if (process.env.BENCH_BASELINE !== '0') {
  const start = performance.now()
  const accepted = await post('/api/v2/domains/bulkOperation', {
    operation: 'edit',
    selection,
    modifications: { canFastTransfer: true, leasingEnabled: false },
  })
  const job = await untilOver(`/api/v2/domains/bulkOperation/${accepted.job.jobId}`, accepted.job)
  baseline = {
    edit: 'canFastTransfer + leasingEnabled',
    job,
    seconds: seconds(performance.now() - start),
  }
}

const reprice = {
  buyNow: { mode: 'percent', pct: 10 },
  floor: { mode: 'keep' },
  minBid: { mode: 'keep' },
}
const previewStart = performance.now()
const preview = await post('/api/v2/domains/reprice/preview', { selection, reprice })
const previewMs = performance.now() - previewStart

const applyStart = performance.now()
const accepted = await post('/api/v2/domains/reprice', { selection, reprice })
const job =
  accepted.mode === 'job'
    ? await untilOver(`/api/v2/domains/reprice/jobs/${accepted.job.jobId}`, accepted.job)
    : accepted.edit
const applyMs = performance.now() - applyStart

let undo: object | null = null
if (process.env.BENCH_UNDO !== '0') {
  const list = (
    await app.inject({ method: 'GET', url: '/api/v2/domains/bulkEdits', headers })
  ).json()
  const start = performance.now()
  const result = await post('/api/v2/domains/bulkEdits/undo', { bulkEditId: list.undoableId })
  const ended =
    result.mode === 'job'
      ? await untilOver(`/api/v2/domains/bulkEdits/jobs/${result.job.jobId}`, result.job)
      : result
  undo = { mode: result.mode, ended, seconds: seconds(performance.now() - start) }
}

await app.close()
process.stdout.write(
  `${JSON.stringify(
    {
      benchmark: 'portfolio-reprice',
      database: database.kind,
      domains: domainCount,
      seedSeconds: seconds(seedMs),
      baselineSettingsBulkEdit: baseline,
      preview: { ...preview, examples: preview.examples.length, seconds: seconds(previewMs) },
      reprice: { job, seconds: seconds(applyMs) },
      undo,
    },
    null,
    2,
  )}\n`,
)
