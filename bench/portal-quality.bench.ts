// Prints Lighthouse scores (performance, accessibility, best practices, SEO) as JSON for the
// signed-in portal (issue 16): the portfolio, the dashboard and a lead's page of the demo seller.
//   npm run build && CHROME_PATH=/usr/bin/chromium node bench/portal-quality.bench.ts [mobile|desktop]
// The server runs in this process on in-memory PGlite with the demo data and serves the built
// portal (packages/web/dist) as deployed (APP_ENV=production: compression, caching headers);
// Lighthouse sends the seller's session cookie with every request.
import { randomBytes } from 'node:crypto'
import * as chromeLauncher from 'chrome-launcher'
import { eq } from 'drizzle-orm'
import { buildApp } from '../packages/server/src/app.ts'
import { parseEnv } from '../packages/server/src/config/env.ts'
import { openDatabase } from '../packages/server/src/db/client.ts'
import { leads } from '../packages/server/src/db/schema/leads.ts'
import { users } from '../packages/server/src/db/schema/users.ts'
import { DEMO_USERS, seedDemoData } from '../packages/server/src/db/seed.ts'
import { chromiumLaunchOptions } from '../e2e/chromium.ts'
import { signedInHeaders } from './bench-seed.ts'
import { lighthouseScores, type FormFactor, type PageScores } from './lighthouse-scores.ts'

const formFactor: FormFactor = process.argv[2] === 'desktop' ? 'desktop' : 'mobile'
const env = parseEnv({
  APP_ENV: 'production',
  PUBLIC_FORM_SECRET: randomBytes(32).toString('base64'),
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://127.0.0.1:3000',
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
})
const database = await openDatabase({ kind: 'pglite', dataDir: null })
const db = database.db
await seedDemoData(db)
const [seller] = await db
  .select({ id: users.id })
  .from(users)
  .where(eq(users.email, DEMO_USERS[0]!.email))
if (!seller) throw new Error('the demo seller was not seeded')
const [lead] = await db
  .select({ id: leads.id })
  .from(leads)
  .where(eq(leads.sellerId, seller.id))
  .limit(1)
if (!lead) throw new Error('the demo seller has no lead')
const { cookie } = await signedInHeaders(db, seller.id)

const app = await buildApp({ env, database, logger: false })
await app.listen({ host: '127.0.0.1', port: 0 })
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : 0
const base = `http://127.0.0.1:${port}`
const pages: Record<string, string> = {
  portfolio: `${base}/portfolio`,
  dashboard: `${base}/dashboard`,
  lead: `${base}/sales/leads/${lead.id}/details`,
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: chromiumLaunchOptions(['--headless']).args,
})
const results: Record<string, PageScores> = {}
try {
  for (const [label, url] of Object.entries(pages)) {
    results[label] = await lighthouseScores(chrome.port, url, formFactor, { Cookie: cookie })
  }
} finally {
  chrome.kill()
  await app.close()
}

console.log(
  JSON.stringify(
    { benchmark: 'portal-quality', lighthouse: '13', formFactor, pages: results },
    null,
    2,
  ),
)
