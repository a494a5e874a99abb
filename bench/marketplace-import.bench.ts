// Moving a portfolio from another marketplace (issue 24): a generated Sedo-layout export of
// 100,000 names uploaded over HTTP to a real server process on PostgreSQL and migrated by its
// job, timed from the first byte sent to the report; next to it, in the same run and on the
// same server, the existing CSV intake (issue 5) of as many other names. Prints JSON.
//   node bench/marketplace-import.bench.ts [lines=100000]
// PostgreSQL: a scratch database namefolio_marketplace_bench on 127.0.0.1 (created, dropped).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { peakRssMb, postCsvUpload, startSignedInServer, untilUploadDone } from './csv-upload.ts'

const lines = Number(process.argv[2] ?? 100_000)
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'namefolio-marketplace-bench-'))
const BENCH_DB = 'namefolio_marketplace_bench'
const PG = ['-h', '127.0.0.1', '-U', 'postgres']
const LISTING_TYPES = ['Fixed price', 'Make offer', 'Fixed price', 'Fixed price']

/** A Sedo export: semicolons, German decimals, fixed-price and make-offer listings, installments. */
function generateSedo(file: string) {
  const out = fs.openSync(file, 'w')
  fs.writeSync(
    out,
    'Domain;Price;Minimum Price;Currency;Listing Type;Installments;Installment Months\n',
  )
  let chunk = ''
  for (let i = 0; i < lines; i++) {
    const price = 500 + (i % 5000)
    const type = LISTING_TYPES[i % LISTING_TYPES.length]!
    const installments = i % 3 === 0 ? 'yes;12' : 'no;'
    chunk += `sedo${i.toString(36)}-move.com;${price}.00;${Math.floor(price * 0.4)};USD;${type};${installments}\n`
    if (chunk.length > 1 << 20) {
      fs.writeSync(out, chunk)
      chunk = ''
    }
  }
  fs.writeSync(out, chunk)
  fs.closeSync(out)
}

/** The same number of names in the intake's own layout (the baseline). */
function generateIntake(file: string) {
  const out = fs.openSync(file, 'w')
  fs.writeSync(out, 'domain,buy now,floor,min bid\n')
  let chunk = ''
  for (let i = 0; i < lines; i++) {
    const price = 500 + (i % 5000)
    chunk += `base${i.toString(36)}-intake.com,${price},,${Math.floor(price * 0.4)}\n`
    if (chunk.length > 1 << 20) {
      fs.writeSync(out, chunk)
      chunk = ''
    }
  }
  fs.writeSync(out, chunk)
  fs.closeSync(out)
}

type Server = Awaited<ReturnType<typeof startSignedInServer>>
type Import = { importId: string; state: string; rowsRead: number; rowsAdded: number }

async function untilImportDone(server: Server, importId: string): Promise<Import> {
  for (;;) {
    const job = (await (
      await fetch(`${server.base}/api/v2/marketplace-imports/${importId}`, {
        headers: { cookie: server.cookie },
      })
    ).json()) as Import & { rowsUnmapped: number }
    if (job.state !== 'queued' && job.state !== 'running') return job
    await new Promise((r) => setTimeout(r, 500))
  }
}

async function timed<T>(run: () => Promise<T>) {
  const started = performance.now()
  const result = await run()
  return { result, seconds: +((performance.now() - started) / 1000).toFixed(2) }
}

execFileSync('dropdb', [...PG, '--if-exists', BENCH_DB])
execFileSync('createdb', [...PG, BENCH_DB])
const results: Record<string, unknown> = { lines, database: 'postgresql (defaults)' }
try {
  const sedo = path.join(work, 'sedo.csv')
  const intake = path.join(work, 'intake.csv')
  generateSedo(sedo)
  generateIntake(intake)
  const server = await startSignedInServer(work, {
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${BENCH_DB}`,
    DATA_DIR: work,
  })
  try {
    const baseline = await timed(async () => {
      const res = await postCsvUpload(server, intake)
      const { jobId } = (await res.json()) as { jobId: string }
      return untilUploadDone<{ state: string; rowsRead: number; rowsAdded: number }>(server, jobId)
    })
    const migration = await timed(async () => {
      const res = await postCsvUpload(
        server,
        sedo,
        { purpose: 'migrate' },
        '/api/v2/marketplace-imports',
      )
      const { importId } = (await res.json()) as { importId: string }
      return untilImportDone(server, importId)
    })
    const m = migration.result as Import & Record<string, unknown>
    results.migration = {
      fileBytes: fs.statSync(sedo).size,
      state: m.state,
      rowsRead: m.rowsRead,
      rowsAdded: m.rowsAdded,
      rowsUnmapped: m.rowsUnmapped,
      seconds: migration.seconds,
      rowsPerSecond: Math.round(migration.result.rowsRead / migration.seconds),
      underFiveMinutes: migration.seconds < 300,
    }
    results.baselineCsvIntake = {
      fileBytes: fs.statSync(intake).size,
      state: baseline.result.state,
      rowsRead: baseline.result.rowsRead,
      rowsAdded: baseline.result.rowsAdded,
      seconds: baseline.seconds,
      rowsPerSecond: Math.round(baseline.result.rowsRead / baseline.seconds),
    }
    results.migrationVsIntake = +(migration.seconds / baseline.seconds).toFixed(2)
    results.serverPeakRssMb = peakRssMb(server.pid)
  } finally {
    await server.stop()
  }
} finally {
  execFileSync('dropdb', [...PG, '--if-exists', BENCH_DB])
  fs.rmSync(work, { recursive: true, force: true })
}
process.stdout.write(`${JSON.stringify(results, null, 2)}\n`)
