// Prints JSON figures for the public pages (issue 6):
//   node bench/lander.bench.ts [listedDomains]                 (embedded PGlite, in memory)
//   DATABASE_URL=postgres://... node bench/lander.bench.ts [listedDomains]
// Lander requests/s and p99 under load (wrk on 127.0.0.1), warm (one domain, cached) and cold
// (a different domain and a different visitor each request: nothing cached, every view an
// event to write), against a static file from the same server, with the ratios of the three
// from the same run; then search p95 for one keyword and for a 500-keyword bulk search.
// BENCH_ONLY=search skips the load part, BENCH_ONLY=landers the search part.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { buildApp } from '../packages/server/src/app.ts'
import { openBenchDatabase, productionBenchEnv } from './bench-database.ts'
import { LANDER_SCRIPT_PATH } from '../packages/server/src/features/landers/lander-script.ts'
import { insertBenchSeller, rowsOf, seedListedDomains } from './bench-seed.ts'
import { WORDS } from './bench-words.ts'
import { BROWSER_USER_AGENT, wrkArguments } from './wrk-command.ts'
import { parseWrkOutput } from './wrk-output.ts'

const listedCount = Number(process.argv[2] ?? 100_000)
const databaseUrl = process.env.DATABASE_URL ?? null
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
// BENCH_PIN=1: this process (the server) on CPU 0 and wrk on CPU 1, so they stop competing.
const pinned = process.env.BENCH_PIN === '1'
if (pinned) {
  await promisify(execFile)('taskset', ['-a', '-pc', '0', String(process.pid)])
}
const env = productionBenchEnv(databaseUrl)
const database = await openBenchDatabase(databaseUrl)
const db = database.db

// BENCH_REUSE=1 reuses the listings a previous run seeded into the same scratch database.
const reused = process.env.BENCH_REUSE
  ? (
      (await db
        .execute(
          sql`select u.id, u.username from users u where u.username like 'bench-%'
          and (select count(*) from domains d where d.seller_id = u.id) >= ${listedCount}
          order by u.created_at desc limit 1`,
        )
        .then(rowsOf)) as { id: string; username: string }[]
    )[0]
  : undefined
const suffix = reused ? reused.username.slice('bench-'.length) : Date.now().toString(36)
const seller = reused
  ? { id: reused.id }
  : await insertBenchSeller(db, { suffix, roles: ['seller'] })

const seedStart = performance.now()
if (!reused) await seedListedDomains(db, { id: seller.id, suffix }, listedCount)
const seedMs = performance.now() - seedStart

const app = await buildApp({ env, database, logger: false })
await app.listen({ host: '127.0.0.1', port: 0 })
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : 0
const base = `http://127.0.0.1:${port}`
const UA = BROWSER_USER_AGENT

type WrkResult = {
  requestsPerSecond: number
  p99Ms: number
  p50Ms: number
  non2xx: number
  /**
   * CPU time per request of this process (the server) and of the database's server processes.
   * Unlike req/s these hardly move with what else runs on the machine: the capacity of a quiet
   * machine is about its cores / (server + database + wrk per request).
   */
  serverCpuUsPerRequest: number
  postgresCpuUsPerRequest: number | null
}

const CLOCK_TICK_US = 10_000 // /proc/<pid>/stat counts CPU in 1/100 s (USER_HZ)

/** CPU time (µs) of each server process of the scratch database, by pid (Linux). */
async function postgresCpuByPid(): Promise<Map<number, number> | null> {
  if (!databaseUrl) return null
  const pids = (await db
    .execute(sql`select pid from pg_stat_activity where datname = current_database()`)
    .then(rowsOf)) as { pid: number }[]
  const byPid = new Map<number, number>()
  for (const { pid } of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
      byPid.set(pid, (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_US)
    } catch {
      // The process ended between the query and the read.
    }
  }
  return byPid
}

function cpuSpent(before: Map<number, number> | null, after: Map<number, number> | null) {
  if (!before || !after) return null
  let total = 0
  for (const [pid, us] of after) total += us - (before.get(pid) ?? 0)
  return total
}

async function wrk(
  url: string,
  options: { script?: string; connections?: number } = {},
): Promise<WrkResult> {
  const args = wrkArguments({
    threads: pinned ? 1 : 2,
    connections: options.connections ?? connections,
    seconds: durationSeconds,
    ...(options.script ? { script: options.script } : {}),
    url,
  })
  // Asynchronous: the server runs in this process and must keep answering meanwhile.
  const command = pinned ? ['taskset', ['-c', '1', 'wrk', ...args]] : ['wrk', args]
  const postgresBefore = await postgresCpuByPid()
  const serverBefore = process.cpuUsage()
  const { stdout: out } = await promisify(execFile)(command[0] as string, command[1] as string[], {
    encoding: 'utf8',
  })
  const server = process.cpuUsage(serverBefore)
  const postgresUs = cpuSpent(postgresBefore, await postgresCpuByPid())
  const { requests, requestsPerSecond, p50Ms, p99Ms, non2xx } = parseWrkOutput(out)
  return {
    requestsPerSecond,
    p50Ms,
    p99Ms,
    non2xx,
    serverCpuUsPerRequest: Math.round((server.user + server.system) / requests),
    postgresCpuUsPerRequest: postgresUs === null ? null : Math.round(postgresUs / requests),
  }
}

const [sample] = (await db
  .execute(
    sql`select name from domains where seller_id = ${seller.id} and not hidden and lander_template = 'CUSTOM_LANDER' limit 1`,
  )
  .then(rowsOf)) as { name: string }[]
if (!sample) throw new Error('no sample domain')

// Cold: every request a different domain, in name order from a random start.
const names = (await db
  .execute(
    sql`select name from domains where seller_id = ${seller.id} order by random() limit 200000`,
  )
  .then(rowsOf)) as { name: string }[]
const scriptDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lander-bench-'))
const namesFile = path.join(scriptDir, 'names.txt')
fs.writeFileSync(namesFile, names.map((n) => n.name).join('\n'))
const coldScript = path.join(scriptDir, 'cold.lua')
fs.writeFileSync(
  coldScript,
  `local names = {}
for line in io.lines("${namesFile}") do names[#names + 1] = line end
local i = 0
local headers = {}
request = function()
  i = i + 1
  for name, value in pairs(wrk.headers) do headers[name] = value end
  -- A new visitor each time (the same browser, another build): each view is recorded.
  headers["User-Agent"] = wrk.headers["User-Agent"] .. "." .. i
  return wrk.format("GET", "/lander/" .. names[(i % #names) + 1], headers)
end
`,
)

const viewsRecorded = async () =>
  Number(
    (
      (await db
        .execute(
          sql`select count(*)::int as n from public_events where seller_id = ${seller.id} and kind = 'view'`,
        )
        .then(rowsOf)) as { n: number }[]
    )[0]?.n ?? 0,
  )
const viewsBefore = await viewsRecorded()

// Warm the caches and the JIT first.
for (let i = 0; i < 200; i++) await fetch(`${base}/lander/${sample.name}`)
const withLoad = process.env.BENCH_ONLY !== 'search'
const withSearch = process.env.BENCH_ONLY !== 'landers'
const staticFile = withLoad ? await wrk(`${base}${LANDER_SCRIPT_PATH}`) : null
const landerWarm = withLoad ? await wrk(`${base}/lander/${sample.name}`) : null
const landerCold = withLoad ? await wrk(`${base}/`, { script: coldScript }) : null

async function timeRequests(count: number, make: (i: number) => Promise<Response>) {
  if (!withSearch) return null
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    const start = performance.now()
    const res = await make(i)
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`search answered ${res.status}`)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const at = (p: number) =>
    Number(times[Math.min(times.length - 1, Math.floor(times.length * p))]!.toFixed(1))
  return { count, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) }
}

const ratio = (a: WrkResult | null, b: WrkResult | null) =>
  a && b ? Number((a.requestsPerSecond / b.requestsPerSecond).toFixed(3)) : null

const keywordSearch = await timeRequests(60, (i) =>
  fetch(`${base}/search?q=${WORDS[(i * 7) % WORDS.length]}`, { headers: { 'user-agent': UA } }),
)
const keywordFiltered = await timeRequests(30, (i) =>
  fetch(`${base}/search?q=${WORDS[(i * 11) % WORDS.length]}&tld=com&maxPrice=5000&lto=1`, {
    headers: { 'user-agent': UA },
  }),
)
const bulkKeywords = (i: number) =>
  Array.from({ length: 500 }, (_, k) =>
    k % 5 === 0
      ? `${WORDS[(k + i) % WORDS.length]}${WORDS[(k * 3 + i) % WORDS.length]}0${suffix}.com`
      : `${WORDS[(k + i) % WORDS.length]}${WORDS[(k * 7 + i) % WORDS.length]}`,
  )
const bulkSearch = await timeRequests(10, (i) =>
  fetch(`${base}/api/v2/domains/bulkSearch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': UA },
    body: JSON.stringify({ keywords: bulkKeywords(i) }),
  }),
)

// The recorder writes its buffer every second: wait for the last batch.
await new Promise((resolve) => setTimeout(resolve, 1500))
const viewsWritten = (await viewsRecorded()) - viewsBefore
await app.close()
fs.rmSync(scriptDir, { recursive: true, force: true })

console.log(
  JSON.stringify(
    {
      benchmark: 'lander',
      database: database.kind,
      listedDomains: listedCount,
      seedMs: Math.round(seedMs),
      load: pinned
        ? `server on CPU 0, taskset -c 1 wrk -t1 -c${connections} -d${durationSeconds}s, gzip, browser user agent, 127.0.0.1`
        : `wrk -t2 -c${connections} -d${durationSeconds}s (server and wrk share both CPUs), gzip, browser user agent, 127.0.0.1`,
      cpus: os.cpus().length,
      staticFile: { path: LANDER_SCRIPT_PATH, ...staticFile },
      landerWarm,
      landerCold,
      /** Lander views written to public_events by the three runs (bots and floods aside). */
      viewsWritten,
      ratios: {
        coldToStatic: ratio(landerCold, staticFile),
        coldToWarm: ratio(landerCold, landerWarm),
        warmToStatic: ratio(landerWarm, staticFile),
      },
      search: { keywordSearch, keywordFiltered, bulkSearch500: bulkSearch },
    },
    null,
    2,
  ),
)
