// Prints Lighthouse scores (performance, accessibility, best practices, SEO) as JSON for a
// lander of each template, a parking page, the marketplace search and a public profile:
//   CHROME_PATH=/usr/bin/chromium node bench/lander-quality.bench.ts [mobile|desktop]
// The server runs in this process on in-memory PGlite (APP_ENV=production: compression,
// caching headers as deployed). Lighthouse's defaults: mobile emulation with simulated
// throttling (150 ms RTT, 1.6 Mbps, 4x CPU).
import { domains } from '../packages/server/src/db/schema/domains.ts'
import { insertBenchSeller } from './bench-seed.ts'
import {
  formFactorArgument,
  openQualityDatabase,
  scorePagesAsDeployed,
} from './lighthouse-scores.ts'

const USD = 1_000_000
const formFactor = formFactorArgument()
const database = await openQualityDatabase()
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

const results = await scorePagesAsDeployed(
  database,
  Object.fromEntries([
    ...TEMPLATES.map((t) => [
      `lander ${t}`,
      `/lander/${t.toLowerCase().replace(/_/g, '')}${suffix}.com`,
    ]),
    ['search', `/search?q=${suffix}`],
    ['profile', `/profile/quality${suffix}`],
  ]),
  formFactor,
)

console.log(
  JSON.stringify(
    { benchmark: 'lander-quality', lighthouse: '13', formFactor, pages: results },
    null,
    2,
  ),
)
