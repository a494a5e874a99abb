import { DEFAULT_INTAKE_SETTINGS } from '@namefolio/core/landers/default-listing'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { domainVerifications } from '../schema/domain-intake.ts'
import { domains } from '../schema/domains.ts'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/** Waiting and expired claims on names nobody holds in the demo portfolio. */
export const DEMO_CLAIMS = [
  { name: 'harborlight-demo.com', state: 'PENDING', days: 1, attempts: 3 },
  { name: 'quietmeadow-demo.net', state: 'PENDING', days: 3, attempts: 6 },
  { name: 'oldtown-demo.org', state: 'EXPIRED', days: 20, attempts: 14 },
] as const

/**
 * The demo seller's ownership checks (issue 18), so /account/ownership shows waiting, verified
 * and expired claims on a fresh database. The names under ownership review come from the
 * portfolio itself (OWNERSHIP_REVIEW among its review reasons). Written with the schema
 * directly (the db layer imports no feature).
 */
export async function seedDemoAccountDefaults(db: Db, sellerId: string, now: Date): Promise<void> {
  // A verified claim is a name that joined the portfolio: the first listed one.
  const [proven] = await db
    .select({ name: domains.name })
    .from(domains)
    .where(and(eq(domains.sellerId, sellerId), eq(domains.status, 'ACTIVE')))
    .orderBy(asc(domains.name))
    .limit(1)
  const claims = [
    ...DEMO_CLAIMS,
    ...(proven ? [{ name: proven.name, state: 'VERIFIED', days: 9, attempts: 2 } as const] : []),
  ]
  await db
    .insert(domainVerifications)
    .values(
      claims.map((c) => {
        const createdAt = new Date(now.getTime() - c.days * DAY_MS)
        const lastCheckedAt = new Date(now.getTime() - 2 * HOUR_MS)
        return {
          sellerId,
          name: c.name,
          state: c.state,
          // Made with the defaults: make offer, no price (decision 270).
          settings: DEFAULT_INTAKE_SETTINGS,
          attempts: c.attempts,
          createdAt,
          lastCheckedAt,
          nextCheckAt: new Date(now.getTime() + 4 * HOUR_MS),
          lastResult: c.state === 'VERIFIED' ? 'TXT record found' : 'TXT record not found',
          ...(c.state === 'VERIFIED'
            ? { verifiedBy: 'TXT' as const, verifiedAt: lastCheckedAt }
            : {}),
        }
      }),
    )
    .onConflictDoNothing()
}
