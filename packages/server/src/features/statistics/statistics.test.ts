import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { domains } from '../../db/schema/domains.ts'
import { publicEvents } from '../../db/schema/public-events.ts'
import { uniqueSuffix, testAppForFile } from '../../test/build-test-app.ts'
import { rollUpStatistics } from './statistics.repository.ts'
import { createStatistics } from './statistics.service.ts'

const DAY = 86_400_000
const BROWSER = { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0' }
const t = testAppForFile()

async function domain() {
  const seller = await t.factories.seller()
  return t.factories.domain({
    sellerId: seller.id,
    name: `stats-${uniqueSuffix()}.com`,
    status: 'ACTIVE',
  })
}

describe('events → statistics (issue 6; spec §3 counters and searchStats)', () => {
  it('rolls views, leads, distinct offers and the 30/90/365-day search windows into the row', async () => {
    const d = await domain()
    const now = new Date()
    const ago = (days: number) => new Date(now.getTime() - days * DAY - 60_000)
    const base = { sellerId: d.sellerId, domainId: d.id }
    await t.db.insert(publicEvents).values([
      { ...base, kind: 'view', visitorKey: 'a', occurredAt: ago(0) },
      { ...base, kind: 'view', visitorKey: 'b', occurredAt: ago(0) },
      { ...base, kind: 'parking_view', visitorKey: 'a', occurredAt: ago(0) },
      { ...base, kind: 'offer', visitorKey: 'buyer:1', occurredAt: ago(0) },
      { ...base, kind: 'offer', visitorKey: 'buyer:1', occurredAt: ago(0) },
      { ...base, kind: 'offer', visitorKey: 'buyer:2', occurredAt: ago(0) },
      { ...base, kind: 'search_impression', visitorKey: 'a', occurredAt: ago(1) },
      { ...base, kind: 'search_impression', visitorKey: 'a', occurredAt: ago(2) },
      { ...base, kind: 'search_impression', visitorKey: 'b', occurredAt: ago(60) },
      { ...base, kind: 'search_impression', visitorKey: 'c', occurredAt: ago(200) },
      { ...base, kind: 'search_impression', visitorKey: 'd', occurredAt: ago(400) },
    ])
    await rollUpStatistics(t.db, now)
    const [row] = await t.db.select().from(domains).where(eq(domains.id, d.id))
    expect(row).toMatchObject({
      statsViewsCount: 3,
      statsLeadsCount: 3,
      uniqueOffersCount: 2,
      totalSearch30Cnt: 2,
      totalSearch90Cnt: 3,
      totalSearch365Cnt: 4,
      visitor30Cnt: 1,
      visitor90Cnt: 2,
      visitor365Cnt: 3,
    })
    // Idempotent: a second run counts nothing twice.
    await rollUpStatistics(t.db, now)
    const [again] = await t.db.select().from(domains).where(eq(domains.id, d.id))
    expect(again?.statsViewsCount).toBe(3)
  })

  it('leaves events younger than the settle time for the next run', async () => {
    const d = await domain()
    await t.db
      .insert(publicEvents)
      .values({ sellerId: d.sellerId, domainId: d.id, kind: 'view', visitorKey: 'x' })
    await rollUpStatistics(t.db, new Date())
    const [row] = await t.db.select().from(domains).where(eq(domains.id, d.id))
    expect(row?.statsViewsCount).toBe(0)
    await rollUpStatistics(t.db, new Date(Date.now() + 60_000))
    const [later] = await t.db.select().from(domains).where(eq(domains.id, d.id))
    expect(later?.statsViewsCount).toBe(1)
  })
})

describe('the event recorder filters bots and floods', () => {
  it('drops bot user agents and events past the per-visitor rate', async () => {
    const d = await domain()
    const stats = createStatistics({ db: t.db, maxEventsPerVisitorDomainMinute: 3 })
    const event = { sellerId: d.sellerId, domainId: d.id, kind: 'view' as const, visitorKey: '' }
    stats.recorder.record(event, {
      ip: '1.2.3.4',
      userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    })
    stats.recorder.record(event, { ip: '1.2.3.4', userAgent: '' })
    for (let i = 0; i < 10; i++) stats.recorder.record(event, BROWSER)
    await stats.close()
    const rows = await t.db.select().from(publicEvents).where(eq(publicEvents.domainId, d.id))
    expect(rows).toHaveLength(3)
    expect(rows[0]?.visitorKey).not.toContain('203.0.113.9')
  })
})
