// Prints JSON figures for bulk repricing (issue 15) over one seller's large portfolio:
//   node bench/portfolio-reprice.bench.ts [domainCount]            (embedded PGlite, in memory)
//   DATABASE_URL=postgres://.../nf_reprice node bench/portfolio-reprice.bench.ts 1000000
// In one run, on the same seed: the baseline (the existing settings bulk edit of the whole
// selling view, POST /api/v2/domains/bulkOperation), then the reprice preview of the whole
// selling view (one statement), the reprice by +10 % of buy now (a job, 10,000-row batches,
// one history row per domain) and the undo of that reprice (a job over the edit's history
// rows, 10,000 domains a batch, decision 279).
// Then (issue 16) a bulk edit of two sort keys of the whole selling view (featured and the lander
// template: every row's entries move in domain_sort_keys).
// BENCH_UNDO=0 leaves the undo out; BENCH_BASELINE=0 the baseline; BENCH_SORT_KEYS=0 the
// sort-key edit.
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

// BENCH_SELLER_ID names a seller already seeded in this database (a copy of a seeded template:
// `createdb -T`), so two versions of the code can be measured on the same seed.
const seededSellerId = process.env.BENCH_SELLER_ID ?? null
const seedStart = performance.now()
let sellerId: string
if (seededSellerId) {
  sellerId = seededSellerId
} else {
  const suffix = Date.now().toString(36)
  sellerId = (await insertBenchSeller(db, { suffix, prefix: 'reprice' })).id
  await seedListedDomains(db, { id: sellerId, suffix }, domainCount)
  await db.execute(sql`vacuum (analyze) domains, domain_sort_keys, listed_prices`)
}
const seedMs = performance.now() - seedStart

const app = await buildApp({ env, database, logger: false })
await app.ready()
const headers = await signedInHeaders(db, sellerId)
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

/** A settings bulk edit of the whole selling view, as a job, timed to its end. */
async function bulkEdit(modifications: Record<string, unknown>) {
  const start = performance.now()
  const accepted = await post('/api/v2/domains/bulkOperation', {
    operation: 'edit',
    selection,
    modifications,
  })
  const job = await untilOver(`/api/v2/domains/bulkOperation/${accepted.job.jobId}`, accepted.job)
  return {
    edit: Object.keys(modifications).join(' + '),
    job,
    seconds: seconds(performance.now() - start),
  }
}

const baseline =
  process.env.BENCH_BASELINE === '0'
    ? null
    : await bulkEdit({ canFastTransfer: true, leasingEnabled: false })
const sortKeyEdit =
  process.env.BENCH_SORT_KEYS === '0'
    ? null
    : await bulkEdit({ featured: true, landerTemplate: 'CUSTOM_LANDER' })

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
      seedSeconds: seededSellerId ? null : seconds(seedMs),
      baselineSettingsBulkEdit: baseline,
      sortKeyBulkEdit: sortKeyEdit,
      preview: { ...preview, examples: preview.examples.length, seconds: seconds(previewMs) },
      reprice: { job, seconds: seconds(applyMs) },
      undo,
    },
    null,
    2,
  )}\n`,
)
