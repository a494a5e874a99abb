// CSV update end to end (issue 15): a seller holding N names uploads a CSV repricing all of
// them in update mode to a real server process (packages/server/src/main.ts); the preview's
// time, the Apply job's time and rows/s, and the server's peak memory (VmHWM) before and
// after the preview. Prints JSON.
//   node bench/csv-update.bench.ts [lines=100000] [pglite|postgresql]
// PostgreSQL uses a scratch database namefolio_update_bench on 127.0.0.1 (created, dropped).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import {
  peakRssMb,
  postCsvUpload,
  startSignedInServer,
  untilUploadDone,
  type UploadJob,
} from './csv-upload.ts'

const lines = Number(process.argv[2] ?? 100_000)
const which = process.argv[3] ?? 'postgresql'
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'namefolio-update-bench-'))
const BENCH_DB = 'namefolio_update_bench'
const PG = ['-h', '127.0.0.1', '-U', 'postgres']

/** The names to hold (add mode) and the same names repriced (update mode). */
function generate(file: string, priceOf: (i: number) => number) {
  const out = fs.openSync(file, 'w')
  fs.writeSync(out, 'domain,buy now,floor,min bid\n')
  let chunk = ''
  for (let i = 0; i < lines; i++) {
    const price = priceOf(i)
    chunk += `bench${i.toString(36)}-update.com,${price},${Math.floor(price * 0.7)},${Math.floor(price * 0.5)}\n`
    if (chunk.length > 1 << 20) {
      fs.writeSync(out, chunk)
      chunk = ''
    }
  }
  fs.writeSync(out, chunk)
  fs.closeSync(out)
}

type Job = UploadJob & { rowsUpdated: number }

async function run(env: Record<string, string>) {
  const server = await startSignedInServer(work, env)
  const { base, cookie } = server
  const upload = async (file: string, mode: 'add' | 'update') =>
    (await (await postCsvUpload(server, file, { mode })).json()) as Job
  const untilDone = (jobId: string) => untilUploadDone<Job>(server, jobId)

  const held = await untilDone((await upload(path.join(work, 'add.csv'), 'add')).jobId)
  const update = await upload(path.join(work, 'update.csv'), 'update')
  const rssBefore = peakRssMb(server.pid)
  let started = performance.now()
  const preview = (await (
    await fetch(`${base}/api/v2/domains/uploads/${update.jobId}/preview`, { headers: { cookie } })
  ).json()) as { rows: number; changed: number; unchanged: number; refused: number }
  const previewSeconds = (performance.now() - started) / 1000
  const rssAfterPreview = peakRssMb(server.pid)
  started = performance.now()
  await fetch(`${base}/api/v2/domains/uploads/${update.jobId}/apply`, {
    method: 'POST',
    headers: { cookie },
  })
  const applied = await untilDone(update.jobId)
  const applySeconds = (performance.now() - started) / 1000
  const rssEnd = peakRssMb(server.pid)
  await server.stop()
  return {
    held: held.rowsRead,
    fileBytes: fs.statSync(path.join(work, 'update.csv')).size,
    preview: {
      rows: preview.rows,
      changed: preview.changed,
      unchanged: preview.unchanged,
      refused: preview.refused,
      seconds: +previewSeconds.toFixed(2),
    },
    apply: {
      state: applied.state,
      rowsUpdated: applied.rowsUpdated,
      seconds: +applySeconds.toFixed(2),
      rowsPerSecond: Math.round(applied.rowsRead / applySeconds),
    },
    serverPeakRssMb: { beforePreview: rssBefore, afterPreview: rssAfterPreview, end: rssEnd },
  }
}

generate(path.join(work, 'add.csv'), (i) => 100 + (i % 5000))
generate(path.join(work, 'update.csv'), (i) => 110 + (i % 5000))
const results: Record<string, unknown> = { lines }
if (which === 'postgresql') {
  execFileSync('dropdb', [...PG, '--if-exists', BENCH_DB])
  execFileSync('createdb', [...PG, BENCH_DB])
  try {
    results.postgresql = await run({
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${BENCH_DB}`,
      DATA_DIR: work,
    })
  } finally {
    execFileSync('dropdb', [...PG, '--if-exists', BENCH_DB])
  }
} else {
  results.pglite = await run({ DATA_DIR: path.join(work, 'pglite') })
}
fs.rmSync(work, { recursive: true, force: true })
process.stdout.write(`${JSON.stringify(results, null, 2)}\n`)
