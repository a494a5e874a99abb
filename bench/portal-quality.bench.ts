// Prints Lighthouse scores (performance, accessibility, best practices, SEO) as JSON for the
// signed-in portal (issue 16): the portfolio, the dashboard and a lead's page of the demo seller.
//   npm run build && CHROME_PATH=/usr/bin/chromium node bench/portal-quality.bench.ts [mobile|desktop]
// The server runs in this process on in-memory PGlite with the demo data and serves the built
// portal (packages/web/dist) as deployed (APP_ENV=production: compression, caching headers);
// Lighthouse sends the seller's session cookie with every request.
import { eq } from 'drizzle-orm'
import { leads } from '../packages/server/src/db/schema/leads.ts'
import { users } from '../packages/server/src/db/schema/users.ts'
import { DEMO_USERS, seedDemoData } from '../packages/server/src/db/seed.ts'
import { signedInHeaders } from './bench-seed.ts'
import {
  formFactorArgument,
  openQualityDatabase,
  scorePagesAsDeployed,
} from './lighthouse-scores.ts'

const formFactor = formFactorArgument()
const database = await openQualityDatabase()
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

const results = await scorePagesAsDeployed(
  database,
  {
    portfolio: '/portfolio',
    dashboard: '/dashboard',
    lead: `/sales/leads/${lead.id}/details`,
  },
  formFactor,
  { Cookie: cookie },
)

console.log(
  JSON.stringify(
    { benchmark: 'portal-quality', lighthouse: '13', formFactor, pages: results },
    null,
    2,
  ),
)
