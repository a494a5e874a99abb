// CSV import end to end (issue 5): a generated CSV uploaded over HTTP to a real server process
// (packages/server/src/main.ts) and imported by its job; rows/s and the server's peak memory
// (VmHWM), next to a plain COPY of the same rows in the same run. Prints JSON.
//   node bench/csv-import.bench.ts [lines=1000000] [pglite|postgresql|both]
// PostgreSQL uses a scratch database namefolio_import_bench on 127.0.0.1 (created, dropped).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { peakRssMb, postCsvUpload, startSignedInServer, untilUploadDone } from './csv-upload.ts'

const lines = Number(process.argv[2] ?? 1_000_000)
const which = process.argv[3] ?? 'both'
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'namefolio-import-bench-'))
const BENCH_DB = 'namefolio_import_bench'
const PG = ['-h', '127.0.0.1', '-U', 'postgres']

function generate(file: string, copyFile: string, sellerId: string | null) {
  const out = fs.openSync(file, 'w')
  const copy = sellerId ? fs.openSync(copyFile, 'w') : null
  fs.writeSync(out, 'domain,buy now,floor,min bid\n')
  let chunk = ''
  let copyChunk = ''
  for (let i = 0; i < lines; i++) {
    const name = `bench${i.toString(36)}-import.com`
    const price = 100 + (i % 5000)
    chunk += `${name},${price},${Math.floor(price * 0.7)},${Math.floor(price * 0.5)}\n`
    if (copy) {
      copyChunk += `${sellerId},${name},${name},com,${name.length - 4},${price * 1e6},${Math.floor(price * 0.7) * 1e6},${Math.floor(price * 0.5) * 1e6}\n`
    }
    if (chunk.length > 1 << 20) {
      fs.writeSync(out, chunk)
      chunk = ''
      if (copy) fs.writeSync(copy, copyChunk)
      copyChunk = ''
    }
  }
  fs.writeSync(out, chunk)
  fs.closeSync(out)
  if (copy) {
    fs.writeSync(copy, copyChunk)
    fs.closeSync(copy)
  }
}

async function runImport(env: Record<string, string>) {
  const server = await startSignedInServer(work, env)
  const file = path.join(work, 'import.csv')
  const size = fs.statSync(file).size
  const started = performance.now()
  const res = await postCsvUpload(server, file)
  const uploadedMs = performance.now() - started
  const { jobId } = (await res.json()) as { jobId: string }
  const job = await untilUploadDone<{ state: string; rowsRead: number; rowsAdded: number }>(
    server,
    jobId,
  )
  const totalMs = performance.now() - started
  const peak = peakRssMb(server.pid)
  await server.stop()
  return {
    fileBytes: size,
    state: job.state,
    rowsRead: job.rowsRead,
    rowsAdded: job.rowsAdded,
    uploadSeconds: +(uploadedMs / 1000).toFixed(2),
    totalSeconds: +(totalMs / 1000).toFixed(2),
    rowsPerSecond: Math.round(job.rowsRead / (totalMs / 1000)),
    serverPeakRssMb: peak,
  }
}

const COPY_COLUMNS =
  'seller_id, name, display_name, tld, sld_length, buynow_price_micros, floor_price_micros, minbid_price_micros'

function psql(db: string, command: string): string {
  return execFileSync('psql', [...PG, '-d', db, '-v', 'ON_ERROR_STOP=1', '-At', '-c', command], {
    encoding: 'utf8',
  })
}

function timedCopy(db: string, table: string, file: string) {
  const started = performance.now()
  psql(db, `\\copy ${table} (${COPY_COLUMNS}) from '${file}' with (format csv)`)
  const seconds = (performance.now() - started) / 1000
  return { seconds: +seconds.toFixed(2), rowsPerSecond: Math.round(lines / seconds) }
}

const results: Record<string, unknown> = { lines }
generate(path.join(work, 'import.csv'), '', null)

if (which === 'postgresql' || which === 'both') {
  execFileSync('dropdb', [...PG, '--if-exists', BENCH_DB])
  execFileSync('createdb', [...PG, BENCH_DB])
  try {
    const url = `postgres://postgres@127.0.0.1:5432/${BENCH_DB}`
    const ours = await runImport({ DATABASE_URL: url, DATA_DIR: work })
    const sellerId = psql(
      BENCH_DB,
      `select id from users where email = 'seller@demo.namefolio.test'`,
    ).trim()
    generate(path.join(work, 'copy-probe.csv'), path.join(work, 'copy.csv'), sellerId)
    psql(BENCH_DB, `create table copy_bare (like domains including defaults)`)
    psql(BENCH_DB, `create table copy_indexed (like domains including all)`)
    const bare = timedCopy(BENCH_DB, 'copy_bare', path.join(work, 'copy.csv'))
    const indexed = timedCopy(BENCH_DB, 'copy_indexed', path.join(work, 'copy.csv'))
    results.postgresql = {
      import: ours,
      copyNoIndexes: bare,
      copyWithDomainsIndexes: indexed,
      importVsCopyNoIndexes: +(ours.rowsPerSecond / bare.rowsPerSecond).toFixed(3),
      importVsCopyWithIndexes: +(ours.rowsPerSecond / indexed.rowsPerSecond).toFixed(3),
    }
    // Printed as soon as known, so a later failure does not lose this part.
    process.stderr.write(`${JSON.stringify({ postgresql: results.postgresql })}\n`)
  } finally {
    execFileSync('dropdb', [...PG, '--if-exists', BENCH_DB])
  }
}

if (which === 'pglite' || which === 'both') {
  const dataDir = path.join(work, 'pglite')
  const ours = await runImport({ DATA_DIR: dataDir })
  const pg = await PGlite.create(dataDir, { extensions: { pg_trgm } })
  const [{ id }] = (
    await pg.query<{ id: string }>(
      `select id from users where email = 'seller@demo.namefolio.test'`,
    )
  ).rows as [{ id: string }]
  generate(path.join(work, 'copy-probe.csv'), path.join(work, 'copy.csv'), id)
  await pg.exec(
    `create table copy_bare (like domains including defaults); create table copy_indexed (like domains including all)`,
  )
  const blob = new Blob([fs.readFileSync(path.join(work, 'copy.csv'))])
  const copies: Record<string, { seconds: number; rowsPerSecond: number }> = {}
  for (const table of ['copy_bare', 'copy_indexed']) {
    const started = performance.now()
    await pg.query(`copy ${table} (${COPY_COLUMNS}) from '/dev/blob' with (format csv)`, [], {
      blob,
    })
    const seconds = (performance.now() - started) / 1000
    copies[table] = { seconds: +seconds.toFixed(2), rowsPerSecond: Math.round(lines / seconds) }
  }
  await pg.close()
  results.pglite = {
    import: ours,
    copyNoIndexes: copies.copy_bare,
    copyWithDomainsIndexes: copies.copy_indexed,
    importVsCopyNoIndexes: +(ours.rowsPerSecond / copies.copy_bare!.rowsPerSecond).toFixed(3),
    importVsCopyWithIndexes: +(ours.rowsPerSecond / copies.copy_indexed!.rowsPerSecond).toFixed(3),
  }
}

fs.rmSync(work, { recursive: true, force: true })
process.stdout.write(`${JSON.stringify(results, null, 2)}\n`)
