import { count, eq, inArray } from 'drizzle-orm'
import type { Role } from '@namefolio/core/account/account.constants'
import { hashPassword } from '../auth/passwords.ts'
import type { Db, DatabaseKind } from './client.ts'
import { seedDemoLeads } from './demo/demo-leads.ts'
import { buildDemoPortfolio } from './demo/demo-portfolio.ts'
import { seedDemoPortfolioExtras } from './demo/demo-portfolio-extras.ts'
import { createSecretBox } from '../auth/secret-box.ts'
import { DEVELOPMENT_ENCRYPTION_KEY } from '../config/env.ts'
import type { SealSecret } from './demo/demo-payee.ts'
import { seedDemoSales } from './demo/demo-sales.ts'
import { seedDemoStuckPayout } from './demo/demo-stuck-payout.ts'
import { seedDemoParking } from './demo/demo-parking.ts'
import { seedDemoAccountPayments } from './demo/demo-account-payments.ts'
import { seedDemoAccountDefaults } from './demo/demo-account-defaults.ts'
import { seedDemoTransactionMessages } from './demo/demo-transaction-messages.ts'
import { seedDemoProfile } from './demo/demo-profile.ts'
import { seedDemoStanding } from './demo/demo-standing.ts'
import { seedDemoSupport } from './demo/demo-support.ts'
import { domains } from './schema/domains.ts'
import { featureFlags } from './schema/feature-flags.ts'
import { users } from './schema/users.ts'

export const DEMO_PASSWORD = 'namefolio-demo'
export const DEMO_PORTFOLIO_SIZE = 320

export const DEMO_USERS: readonly {
  role: Role
  email: string
  name: string
  username: string
  roles: Role[]
}[] = [
  {
    role: 'seller',
    email: 'seller@demo.namefolio.test',
    name: 'Dana Seller',
    username: 'dana-domains',
    roles: ['seller', 'buyer'],
  },
  {
    role: 'buyer',
    email: 'buyer@demo.namefolio.test',
    name: 'Bo Buyer',
    username: 'bo-buys',
    roles: ['buyer'],
  },
  {
    role: 'broker',
    email: 'broker@demo.namefolio.test',
    name: 'Bri Broker',
    username: 'bri-brokers',
    roles: ['broker'],
  },
  {
    role: 'admin',
    email: 'admin@demo.namefolio.test',
    name: 'Ada Admin',
    username: 'ada-admin',
    roles: ['admin'],
  },
]

/** The switchboard's starting state (spec §6: nameserver data and search stats are off). */
export const DEFAULT_FEATURE_FLAGS = [
  { key: 'showDanCustomBgColor', state: 'on', description: 'Custom background colour on landers' },
  {
    key: 'show-search-stats',
    state: 'off',
    description: 'Search statistics column for top-tier members',
  },
  {
    key: 'nameserverData',
    state: 'off',
    description: 'Marketplace nameserver data in domain lists',
  },
  { key: 'bulkSearch', state: 'on', description: 'Bulk marketplace search' },
  { key: 'selectAll', state: 'on', description: 'Select all across pages in the portfolio' },
  { key: 'registrarColumn', state: 'off', description: 'Registrar column in the portfolio' },
  { key: 'assistant', state: 'off', description: 'Assistant chat' },
  { key: 'leaseToOwnSettings', state: 'on', description: 'Lease-to-own settings page' },
  // On for everyone by default, the demo seller included (decision 276); off per cohort.
  { key: 'percentPricing', state: 'on', description: 'Bulk repricing by percent' },
  // Issue 19: every §6 flag has a row; the features that existed before stay on (decision 1327).
  { key: 'taxesPage', state: 'on', description: 'Taxes page and its tax-profile API' },
  { key: 'customDateRange', state: 'on', description: 'Custom date range on statistics' },
  { key: 'landerSorting', state: 'on', description: 'Sorting the portfolio by lander' },
  { key: 'brokerMessaging', state: 'on', description: 'Messages with the broker on a lead' },
] as const

/**
 * Demo data: always on a fresh embedded database; on PostgreSQL only when asked for. Never in
 * staging or production: the demo accounts' password is public (decision 903).
 */
export function shouldSeedDemo(input: {
  kind: DatabaseKind
  seedDemo: boolean | null
  demoFlag: boolean
  hasDevConveniences: boolean
}): boolean {
  if (!input.hasDevConveniences) return false
  if (input.demoFlag || input.seedDemo === true) return true
  if (input.seedDemo === false) return false
  return input.kind === 'pglite'
}

/**
 * Seeds the demo accounts, their portfolio and the default switchboard once. Returns whether
 * it seeded; a database that already holds the demo seller is left as it is.
 */
export async function seedDemoData(
  db: Db,
  now: Date = new Date(),
  seal: SealSecret = createSecretBox(DEVELOPMENT_ENCRYPTION_KEY).seal,
): Promise<boolean> {
  const [existing] = await db
    .select({ n: count() })
    .from(users)
    .where(eq(users.email, DEMO_USERS[0]!.email))
  if ((existing?.n ?? 0) > 0) return false
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((user) => ({
          email: user.email,
          name: user.name,
          username: user.username,
          roles: user.roles,
          passwordHash,
          membershipPlan: user.role === 'seller' ? ('PREMIUM' as const) : ('NONE' as const),
          membershipExpiresAt:
            user.role === 'seller' ? new Date(now.getTime() + 365 * 86_400_000) : null,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email })
    const seller = inserted.find((user) => user.email === DEMO_USERS[0]!.email)
    if (!seller) return false
    const rows = buildDemoPortfolio(seller.id, DEMO_PORTFOLIO_SIZE, now)
    for (let i = 0; i < rows.length; i += 100) {
      await tx
        .insert(domains)
        .values(rows.slice(i, i + 100))
        .onConflictDoNothing()
    }
    await seedDemoPortfolioExtras(tx, seller.id, now)
    await seedDemoLeads(tx, now)
    await seedDemoSales(tx, now, seal)
    await seedDemoStuckPayout(tx, now)
    await seedDemoTransactionMessages(tx, now)
    await seedDemoParking(tx, seller.id, now)
    await seedDemoAccountPayments(tx, seller.id, now)
    await seedDemoAccountDefaults(tx, seller.id, now)
    await seedDemoProfile(tx, seller.id)
    await seedDemoStanding(tx, seller.id, now)
    const admin = inserted.find((user) => user.email === 'admin@demo.namefolio.test') ?? null
    await seedDemoSupport(tx, seller, admin, now)
    return true
  })
}

/** The demo accounts this database holds (their e-mails), whose password is public. */
export async function findDemoAccounts(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_USERS.map((user) => user.email),
      ),
    )
  return rows.map((row) => row.email)
}

/** The switchboard exists on every database, demo or not; existing settings are kept. */
export async function ensureDefaultFeatureFlags(db: Db): Promise<void> {
  await db
    .insert(featureFlags)
    .values([...DEFAULT_FEATURE_FLAGS])
    .onConflictDoNothing()
}
