import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, count, eq, inArray } from 'drizzle-orm'
import { DOMAIN_LISTING_STATUSES } from '@namefolio/core/domains/domain-status'
import { isFullyQualifiedDomain } from '@namefolio/core/domains/domain-name'
import { buildTestApp, type TestApp } from '../test/build-test-app.ts'
import { buildDemoPortfolio } from './demo/demo-portfolio.ts'
import { domains } from './schema/domains.ts'
import { users } from './schema/users.ts'
import { DEMO_PORTFOLIO_SIZE, DEMO_USERS, seedDemoData, shouldSeedDemo } from './seed.ts'

describe('demo data (issue 2 §9)', () => {
  it('seeds on the embedded database, and on PostgreSQL only when asked', () => {
    const dev = { hasDevConveniences: true }
    expect(shouldSeedDemo({ kind: 'pglite', seedDemo: null, demoFlag: false, ...dev })).toBe(true)
    expect(shouldSeedDemo({ kind: 'postgresql', seedDemo: null, demoFlag: false, ...dev })).toBe(
      false,
    )
    expect(shouldSeedDemo({ kind: 'postgresql', seedDemo: null, demoFlag: true, ...dev })).toBe(
      true,
    )
    expect(shouldSeedDemo({ kind: 'postgresql', seedDemo: true, demoFlag: false, ...dev })).toBe(
      true,
    )
    expect(shouldSeedDemo({ kind: 'pglite', seedDemo: false, demoFlag: false, ...dev })).toBe(false)
  })

  it('never seeds the demo accounts in staging or production, whatever is asked (issue 12)', () => {
    for (const kind of ['pglite', 'postgresql'] as const) {
      for (const demoFlag of [false, true]) {
        expect(shouldSeedDemo({ kind, seedDemo: true, demoFlag, hasDevConveniences: false })).toBe(
          false,
        )
      }
    }
  })

  it('builds a few hundred real-looking names across every listing status', () => {
    const rows = buildDemoPortfolio(
      'seller-id',
      DEMO_PORTFOLIO_SIZE,
      new Date('2026-11-22T00:00:00Z'),
    )
    expect(rows).toHaveLength(DEMO_PORTFOLIO_SIZE)
    expect(new Set(rows.map((r) => r.name)).size).toBe(DEMO_PORTFOLIO_SIZE)
    expect(rows.every((r) => isFullyQualifiedDomain(r.name))).toBe(true)
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(DOMAIN_LISTING_STATUSES))
    expect(rows.some((r) => r.buynowPriceMicros === null)).toBe(true)
    expect(rows.some((r) => r.landingPage === 'PARKING')).toBe(true)
    expect(
      rows
        .filter((r) => r.status === 'COMPLIANCE_REVIEW')
        .every((r) => r.reviewReasons!.length > 0),
    ).toBe(true)
  })
})

describe('seeding the database', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('creates the four demo sign-ins and the portfolio once', async () => {
    const emails = DEMO_USERS.map((u) => u.email)
    const alreadySeeded = (
      await t.db.select({ n: count() }).from(users).where(inArray(users.email, emails))
    )[0]!.n
    const first = await seedDemoData(t.db)
    expect(first).toBe(alreadySeeded === 0)
    const seeded = await t.db.select().from(users).where(inArray(users.email, emails))
    expect(seeded.map((u) => u.roles[0]).sort()).toEqual(['admin', 'broker', 'buyer', 'seller'])
    const seller = seeded.find((u) => u.email === 'seller@demo.namefolio.test')!
    const portfolioSize = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(domains)
          .where(and(eq(domains.sellerId, seller.id)))
      )[0]!.n
    const afterFirst = await portfolioSize()
    // On the suite's shared PostgreSQL other test files drive a real server as the demo
    // seller, so only a seeding done here has a known size; seeding again never adds rows.
    if (first) expect(afterFirst).toBe(DEMO_PORTFOLIO_SIZE)
    expect(await seedDemoData(t.db)).toBe(false)
    expect(await portfolioSize()).toBeGreaterThanOrEqual(afterFirst)
  })
})
