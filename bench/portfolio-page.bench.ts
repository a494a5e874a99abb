import { randomBytes } from 'node:crypto'
// Prints JSON figures for the portfolio's first page API over a large portfolio:
//   node bench/portfolio-page.bench.ts [domainCount]        (embedded PGlite, in memory)
//   DATABASE_URL=postgres://... node bench/portfolio-page.bench.ts [domainCount]
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { buildApp } from '../packages/server/src/app.ts'
import { parseEnv } from '../packages/server/src/config/env.ts'
import { openBenchDatabase } from './bench-database.ts'
import { insertBenchSeller, signedInHeaders } from './bench-seed.ts'
import { percentile } from './percentile.ts'

const domainCount = Number(process.argv[2] ?? 100_000)
const databaseUrl = process.env.DATABASE_URL ?? null
const env = parseEnv({
  APP_ENV: 'production',
  PUBLIC_FORM_SECRET: randomBytes(32).toString('base64'),
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  LOG_LEVEL: 'silent',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
})
const database = await openBenchDatabase(databaseUrl)
const db = database.db

const suffix = Date.now().toString(36)
const seller = await insertBenchSeller(db, { suffix })

const seedStart = performance.now()
// One set-based insert: the database generates the rows (never a loop of inserts).
await db.execute(sql`
  insert into domains (seller_id, name, display_name, tld, sld_length, status, buynow_price_micros, created_at)
  select ${seller.id}::uuid, n || '-' || ${suffix} || '.com', n || '-' || ${suffix} || '.com', 'com',
         length(n::text) + 1 + length(${suffix}),
         (array['ACTIVE','PENDING_SYNC','INACTIVE','COMPLIANCE_REVIEW','ON_HOLD'])[1 + n % 5],
         (495 + n % 50000) * 1000000::bigint, now() - (n || ' minutes')::interval
  from generate_series(1, ${domainCount}) as n
`)
const seedMs = performance.now() - seedStart

const app = await buildApp({ env, database, logger: false })
const headers = await signedInHeaders(db, seller.id)

const offsets = [0, 100, 1_000, Math.floor(domainCount / 2), Math.max(0, domainCount - 100)]
const samples: number[] = []
for (let round = 0; round < 10; round++) {
  for (const offset of offsets) {
    const start = performance.now()
    const res = await app.inject({
      method: 'GET',
      url: `/api/v2/domains?offset=${offset}&limit=100`,
      headers,
    })
    samples.push(performance.now() - start)
    if (res.statusCode !== 200) throw new Error(`GET failed: ${res.statusCode} ${res.body}`)
  }
}
samples.sort((a, b) => a - b)

await app.close()
process.stdout.write(
  `${JSON.stringify(
    {
      bench: 'portfolio-page',
      database: database.kind,
      domainCount,
      seedMs: Math.round(seedMs),
      requests: samples.length,
      offsets,
      p50Ms: +percentile(samples, 50).toFixed(1),
      p95Ms: +percentile(samples, 95).toFixed(1),
      maxMs: +(samples.at(-1) ?? 0).toFixed(1),
    },
    null,
    2,
  )}\n`,
)
