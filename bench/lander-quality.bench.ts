// Prints Lighthouse scores (performance, accessibility, best practices, SEO) as JSON for a
// lander of each template, a parking page, the marketplace search and a public profile:
//   CHROME_PATH=/usr/bin/chromium node bench/lander-quality.bench.ts [mobile|desktop]
// The server runs in this process on in-memory PGlite (APP_ENV=production: compression,
// caching headers as deployed). Lighthouse's defaults: mobile emulation with simulated
// throttling (150 ms RTT, 1.6 Mbps, 4x CPU).
import { randomBytes } from 'node:crypto'
import * as chromeLauncher from 'chrome-launcher'
import { buildApp } from '../packages/server/src/app.ts'
import { parseEnv } from '../packages/server/src/config/env.ts'
import { openDatabase } from '../packages/server/src/db/client.ts'
import { domains } from '../packages/server/src/db/schema/domains.ts'
import { chromiumLaunchOptions } from '../e2e/chromium.ts'
import { insertBenchSeller } from './bench-seed.ts'
import { lighthouseScores, type FormFactor, type PageScores } from './lighthouse-scores.ts'

const formFactor: FormFactor = process.argv[2] === 'desktop' ? 'desktop' : 'mobile'
const USD = 1_000_000
const env = parseEnv({
  APP_ENV: 'production',
  PUBLIC_FORM_SECRET: randomBytes(32).toString('base64'),
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://127.0.0.1:3000',
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
})
const database = await openDatabase({ kind: 'pglite', dataDir: null })
const db = database.db
const suffix = Date.now().toString(36)
const seller = await insertBenchSeller(db, {
  suffix,
  prefix: 'quality',
  username: `quality${suffix}`,
  name: 'Quality Seller',
  roles: ['seller'],
})

const TEMPLATES = [
  'BUY_NOW',
  'LEASE_TO_OWN',
  'PRICE_FORM',
  'CUSTOM_LANDER',
  'CASH_PARKING',
] as const
for (const template of TEMPLATES) {
  await db.insert(domains).values({
    sellerId: seller.id,
    name: `${template.toLowerCase().replace(/_/g, '')}${suffix}.com`,
    displayName: `${template.toLowerCase().replace(/_/g, '')}${suffix}.com`,
    tld: 'com',
    sldLength: template.length + suffix.length,
    status: 'ACTIVE',
    landerTemplate: template,
    buynowPriceMicros: 4800 * USD,
    floorPriceMicros: 2000 * USD,
    minbidPriceMicros: 1000 * USD,
    leasingEnabled: true,
    maxLeasePeriod: 36,
    showLanderBuyNowOption: true,
    showLanderLeaseToOwnOption: true,
    showLanderMakeOfferOption: true,
  })
}

const app = await buildApp({ env, database, logger: false })
await app.listen({ host: '127.0.0.1', port: 0 })
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : 0
const base = `http://127.0.0.1:${port}`

const pages: Record<string, string> = Object.fromEntries([
  ...TEMPLATES.map((t) => [
    `lander ${t}`,
    `${base}/lander/${t.toLowerCase().replace(/_/g, '')}${suffix}.com`,
  ]),
  ['search', `${base}/search?q=${suffix}`],
  ['profile', `${base}/profile/quality${suffix}`],
])

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  // The same flags as the browser journeys, headless.
  chromeFlags: chromiumLaunchOptions(['--headless']).args,
})

const results: Record<string, PageScores> = {}
try {
  for (const [label, url] of Object.entries(pages)) {
    results[label] = await lighthouseScores(chrome.port, url, formFactor)
  }
} finally {
  chrome.kill()
  await app.close()
}

console.log(
  JSON.stringify(
    { benchmark: 'lander-quality', lighthouse: '13', formFactor, pages: results },
    null,
    2,
  ),
)
