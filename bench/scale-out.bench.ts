// Prints JSON figures and a table: one server process against two, both behind HAProxy, in one
// run (issue 23, decision 1306):
//   createdb -h 127.0.0.1 -U postgres nf_scale_bench
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/nf_scale_bench \
//     node bench/scale-out.bench.ts [listedDomains]              (default 100,000)
// Seeds the scratch database once (a later run on it reuses the listings), starts two
// production server processes (`node packages/server/src/main.ts`) and two HAProxy instances
// from examples/scale-out/haproxy.cfg, one balancing process 1 alone and one balancing both,
// then runs wrk through each: a warm lander and public search (a keyword per request, each
// request another visitor), at 32 and 64 connections. Needs haproxy (apt-get install -y
// haproxy) and wrk. BENCH_SECONDS: length of each run (default 10); BENCH_CONNECTIONS: the
// connection counts (default 32,64).
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { openBenchDatabase } from './bench-database.ts'
import { insertBenchSeller, rowsOf, seedListedDomains } from './bench-seed.ts'
import { WORDS } from './bench-words.ts'
import {
  SCALE_OUT_PAGES,
  scaleOutRunOf,
  scaleOutTable,
  type ScaleOutPage,
  type ScaleOutRun,
} from './scale-out-figures.ts'
import { BROWSER_USER_AGENT, wrkArguments } from './wrk-command.ts'
import { parseWrkOutput } from './wrk-output.ts'

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../..')
const RENDER_HAPROXY_CFG = path.join(ROOT, 'examples/scale-out/render-haproxy-cfg.sh')
const HEALTH_PATH = '/api/health/ready'
const UA = BROWSER_USER_AGENT

const listedCount = Number(process.argv[2] ?? 100_000)
const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) {
  throw new Error('Two server processes share one PostgreSQL: set DATABASE_URL to a scratch one')
}
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10)
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '32,64').split(',').map(Number)
const run = promisify(execFile)

/** A port nothing listens on now (the kernel's pick). */
async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (typeof address !== 'object' || !address) throw new Error('no port')
  return address.port
}

/** Resolves when the child prints `ready` on stdout; rejects if it exits first. */
function waitForOutput(child: ChildProcess, ready: string, name: string): Promise<void> {
  let output = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      if (output.includes(ready)) {
        child.stdout?.off('data', onData)
        resolve()
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}):\n${output}`)))
  })
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

// The scratch database: migrated by opening it, seeded when it holds fewer listings.
const database = await openBenchDatabase(databaseUrl)
const listed = Number(
  rowsOf(await database.db.execute(sql`select count(*)::int as n from domains`))[0]?.n ?? 0,
)
const seedStart = performance.now()
if (listed < listedCount) {
  const suffix = Date.now().toString(36)
  const seller = await insertBenchSeller(database.db, { suffix, roles: ['seller'] })
  await seedListedDomains(database.db, { id: seller.id, suffix }, listedCount - listed)
}
const seedMs = Math.round(performance.now() - seedStart)
const [sample] = rowsOf(
  await database.db.execute(sql`select name from domains where status = 'ACTIVE' and not hidden
    and sold_at is null and lander_template = 'CUSTOM_LANDER' limit 1`),
) as { name: string }[]
await database.close()
if (!sample) throw new Error('no listed domain to land on')

// Two production processes with the same secrets, as examples/scale-out starts them.
const secrets = {
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  PUBLIC_FORM_SECRET: randomBytes(32).toString('base64'),
}
const appPorts = [await freePort(), await freePort()]
const scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-out-bench-'))
const children: ChildProcess[] = []
// A bench that fails halfway leaves no server or balancer running behind it.
process.on('exit', () => children.forEach((child) => child.kill('SIGKILL')))
for (const port of appPorts) {
  const child = spawn(process.execPath, ['packages/server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      APP_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://127.0.0.1:8080',
      TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(scratchDir, 'data'),
      LOG_LEVEL: 'silent',
      // Idle jobs (DNS re-checks, the in-use guard) would only add noise to the figures.
      BACKGROUND_JOBS: '0',
      ...secrets,
    },
  })
  children.push(child)
  await waitForOutput(child, 'Namefolio is running at', `server on port ${port}`)
}

/** An HAProxy from the example's template, balancing `ports`; resolves once all are UP. */
async function startBalancer(name: string, ports: number[]): Promise<string> {
  const [balancerPort, statsPort] = [await freePort(), await freePort()]
  const { stdout: config } = await run(RENDER_HAPROXY_CFG, [
    String(balancerPort),
    String(statsPort),
    HEALTH_PATH,
    ...ports.map(String),
  ])
  const configFile = path.join(scratchDir, `haproxy-${name}.cfg`)
  fs.writeFileSync(configFile, config)
  // The example's one change for the bench: wrk's X-Forwarded-For is kept, so each request is
  // another visitor and the per-address search limit (120 a minute) does not turn them away.
  const balancer = spawn('haproxy', ['-f', configFile], {
    stdio: ['ignore', 'ignore', 'inherit'],
    // HAProxy is in /usr/sbin, which is not on a Debian user's PATH.
    env: {
      ...process.env,
      PATH: `${process.env.PATH}:/usr/sbin`,
      NAMEFOLIO_BENCH_KEEP_FORWARDED_FOR: '1',
    },
  })
  children.push(balancer)
  const deadline = Date.now() + 30_000
  for (;;) {
    const csv = await fetch(`http://127.0.0.1:${statsPort}/;csv`)
      .then((res) => res.text())
      .catch(() => '')
    const servers = csv.split('\n').filter((line) => /^namefolio,app\d+,/.test(line))
    if (servers.length === ports.length && servers.every((line) => line.split(',')[17] === 'UP'))
      break
    if (balancer.exitCode !== null) throw new Error(`haproxy ${name} exited`)
    if (Date.now() > deadline) throw new Error(`haproxy ${name}: servers not UP:\n${csv}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return `http://127.0.0.1:${balancerPort}`
}

const balancers = new Map<number, string>([
  [1, await startBalancer('one', appPorts.slice(0, 1))],
  [2, await startBalancer('two', appPorts)],
])

// Every request another visitor (X-Forwarded-For) and, for search, another keyword.
const visitorScript = (paths: string[]) => `
local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }
local i = 0
request = function()
  i = i + 1
  local headers = {}
  for name, value in pairs(wrk.headers) do headers[name] = value end
  headers["X-Forwarded-For"] = string.format("10.%d.%d.%d",
    math.floor(i / 65536) % 256, math.floor(i / 256) % 256, i % 256)
  return wrk.format("GET", paths[(i % #paths) + 1], headers)
end
`
const PAGE_PATHS: Record<ScaleOutPage, string[]> = {
  landerWarm: [`/lander/${sample.name}`],
  search: WORDS.map((word) => `/search?q=${word}`),
}
const scripts = new Map(
  SCALE_OUT_PAGES.map((page) => {
    const file = path.join(scratchDir, `${page}.lua`)
    fs.writeFileSync(file, visitorScript(PAGE_PATHS[page]))
    return [page, file] as const
  }),
)

// Warm both processes' lander caches and JITs through the two-process balancer.
for (let i = 0; i < 400; i++) {
  const res = await fetch(`${balancers.get(2)}/lander/${sample.name}`, {
    headers: { 'user-agent': UA },
  })
  await res.arrayBuffer()
}

const runs: ScaleOutRun[] = []
for (const page of SCALE_OUT_PAGES) {
  for (const connections of connectionCounts) {
    // One process, then two, back to back: the pair sees the same machine.
    for (const processes of [1, 2]) {
      const loadAverage = Number(os.loadavg()[0]!.toFixed(2))
      const { stdout } = await run(
        'wrk',
        wrkArguments({
          threads: 2,
          connections,
          seconds: durationSeconds,
          script: scripts.get(page)!,
          url: `${balancers.get(processes)}/`,
        }),
      )
      runs.push(
        scaleOutRunOf({ page, connections, processes, loadAverage }, parseWrkOutput(stdout)),
      )
    }
  }
}

for (const child of children.reverse()) await stopChild(child)
fs.rmSync(scratchDir, { recursive: true, force: true })

console.log(
  JSON.stringify(
    {
      benchmark: 'scale-out',
      listedDomains: listedCount,
      seedMs,
      cpus: os.cpus().length,
      load: `wrk -t2 -d${durationSeconds}s through HAProxy (round robin), gzip, browser user agent, a new X-Forwarded-For each request; servers, HAProxy, wrk and PostgreSQL share the machine`,
      loadAverageAtEnd: os.loadavg().map((l) => Number(l.toFixed(2))),
      runs,
    },
    null,
    2,
  ),
)
console.log(`\n${scaleOutTable(runs)}`)
