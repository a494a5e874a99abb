// The portfolio export (issue 15, decision 280): the whole selling view of a seller as CSV over
// HTTP, from a real server process, on PostgreSQL, at 10,000, 100,000 and 1,000,000 domains.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/portfolio-export.bench.ts
//   (or: npm run bench:export; optional sizes: ... portfolio-export.bench.ts 10000 100000 1000000)
// DATABASE_URL names a server and a database to connect to: the benchmark creates a scratch
// database beside it, seeds one seller per size (bench-seed.ts), starts the server on it
// (packages/server/src/main.ts, no background jobs), exports each seller's selling view and
// drops the scratch database at the end. The server's CPU seconds (user + system) show its own
// work apart from the machine's load. Memory: the server's peak resident set (VmHWM), reset
// before each measure (/proc/<pid>/clear_refs 5); the baseline is the same server answering one
// list page, so "flat" reads as export peak ≈ baseline at every size. BENCH_SERVER_HEAP_MB caps
// the server's V8 old space (--max-old-space-size): an export that fits under a cap smaller
// than its file cannot be holding the file.
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { openDatabase } from '../packages/server/src/db/client.ts'
import { insertBenchSeller, seedListedDomains, signedInHeaders } from './bench-seed.ts'

const adminUrl = process.env.DATABASE_URL
if (!adminUrl?.startsWith('postgres')) {
  throw new Error('DATABASE_URL must name a PostgreSQL server (a scratch database is made there)')
}
const sizes = process.argv.slice(2).map(Number)
if (sizes.length === 0) sizes.push(10_000, 100_000, 1_000_000)
const port = Number(process.env.BENCH_PORT ?? 3984)
const scratch = `nf_export_bench_${Date.now().toString(36)}`
const scratchUrl = Object.assign(new URL(adminUrl), { pathname: `/${scratch}` }).toString()

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

const mb = (kb: number) => Math.round(kb / 102.4) / 10
function memoryOf(pid: number): { peakMb: number; rssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
  return { peakMb: mb(kb('VmHWM')), rssMb: mb(kb('VmRSS')) }
}
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5')
/** The CPU seconds a process has used (user + system): its work, whatever else runs. */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** Reads a response to its end without keeping it: bytes and lines only. */
async function drain(res: Response): Promise<{ bytes: number; lines: number }> {
  let bytes = 0
  let lines = 0
  const reader = res.body!.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return { bytes, lines }
    bytes += value.byteLength
    for (let at = value.indexOf(10); at !== -1; at = value.indexOf(10, at + 1)) lines++
  }
}

const isTaken = await fetch(`http://127.0.0.1:${port}/api/health`).then(
  () => true,
  () => false,
)
if (isTaken) throw new Error(`port ${port} is in use: set BENCH_PORT to a free one`)

await admin(`create database ${scratch}`)
let server: ReturnType<typeof spawn> | null = null
try {
  const database = await openDatabase({ kind: 'postgresql', url: scratchUrl })
  const sellers: { size: number; cookie: string }[] = []
  const seedStart = performance.now()
  for (const size of sizes) {
    const suffix = `${size}x${Date.now().toString(36)}`
    const seller = await insertBenchSeller(database.db, { suffix, roles: ['seller'] })
    await seedListedDomains(database.db, { id: seller.id, suffix }, size)
    sellers.push({ size, cookie: (await signedInHeaders(database.db, seller.id)).cookie })
  }
  const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10
  await database.close()

  const heapMb = process.env.BENCH_SERVER_HEAP_MB
  const heapCap = heapMb ? [`--max-old-space-size=${heapMb}`] : []
  server = spawn(process.execPath, [...heapCap, 'packages/server/src/main.ts'], {
    env: {
      ...process.env,
      APP_ENV: 'test',
      DATABASE_URL: scratchUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      BACKGROUND_JOBS: 'false',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const pid = server.pid!
  const base = `http://127.0.0.1:${port}`
  for (;;) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (server.exitCode !== null) throw new Error('the server stopped')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }

  const largest = sellers[sellers.length - 1]!
  resetPeak(pid)
  const page = await fetch(`${base}/api/v2/domains?view=selling&limit=100`, {
    headers: { cookie: largest.cookie },
  })
  await drain(page)
  const baseline = { request: 'one list page of 100 rows', ...memoryOf(pid) }

  const exports = []
  // As a browser asks (compressed: fetch accepts br, gzip) and uncompressed (identity).
  for (const encoding of ['gzip, deflate, br', 'identity']) {
    for (const { size, cookie } of sellers) {
      resetPeak(pid)
      const cpuBefore = cpuSecondsOf(pid)
      const start = performance.now()
      const res = await fetch(`${base}/api/v2/domains/export?view=selling`, {
        headers: { cookie, 'accept-encoding': encoding },
      })
      if (res.status !== 200) throw new Error(`export answered ${res.status}`)
      const { bytes, lines } = await drain(res)
      const seconds = (performance.now() - start) / 1000
      exports.push({
        domains: size,
        acceptEncoding: encoding,
        contentEncoding: res.headers.get('content-encoding') ?? 'identity',
        rows: lines - 1,
        seconds: Math.round(seconds * 10) / 10,
        rowsPerSecond: Math.round((lines - 1) / seconds),
        megabytes: Math.round(bytes / 104857.6) / 10,
        serverCpuSeconds: Math.round((cpuSecondsOf(pid) - cpuBefore) * 10) / 10,
        server: memoryOf(pid),
      })
    }
  }
  process.stdout.write(
    `${JSON.stringify({ database: 'postgresql', serverHeapCapMb: heapMb ?? null, seedSeconds, baseline, exports }, null, 2)}\n`,
  )
} finally {
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server!.once('exit', resolve))
    server.kill('SIGTERM')
    await stopped
  }
  await admin(`drop database if exists ${scratch} with (force)`)
}
