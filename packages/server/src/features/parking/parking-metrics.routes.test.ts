import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { shiftDay, utcDayOf } from '@namefolio/core/parking/parking-range'
import { dridOf } from '@namefolio/core/parking/parking-drid'
import type {
  ParkingAccountMetrics,
  ParkingDomainMetrics,
  ParkingDomainPage,
} from '@namefolio/core/parking/parking.contract'
import { domains } from '../../db/schema/domains.ts'
import { publicEvents, type NewPublicEvent } from '../../db/schema/public-events.ts'
import type { DomainRow } from '../../db/schema/domains.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { buildTestApp, uniqueSuffix, type TestApp } from '../../test/build-test-app.ts'
import { userRequests } from '../../test/user-requests.ts'

let t: TestApp
const { json } = userRequests(() => t)
const today = utcDayOf(new Date())
const noonDaysAgo = (days: number) => new Date(`${shiftDay(today, -days)}T12:00:00Z`)
// Today's events are a minute old at most (never in the future), and never before today began.
const justNow = () => new Date(Math.max(Date.parse(`${today}T00:00:00Z`), Date.now() - 60_000))

let seller: UserRow
let other: UserRow
let alpha: DomainRow
let beta: DomainRow
let forSale: DomainRow
let theirs: DomainRow

function events(d: DomainRow, kind: 'parking_view' | 'ad_click', n: number, at: Date, extra = {}) {
  return Array.from({ length: n }, (_, i): NewPublicEvent => ({
    sellerId: d.sellerId,
    domainId: d.id,
    kind,
    visitorKey: `v${i % 4}`,
    occurredAt: at,
    ...extra,
  }))
}

beforeAll(async () => {
  t = await buildTestApp()
  seller = await t.factories.seller()
  other = await t.factories.seller()
  const suffix = uniqueSuffix()
  const parked = { status: 'ACTIVE' as const, landingPage: 'PARKING' }
  alpha = await t.factories.domain({ sellerId: seller.id, name: `alpha-${suffix}.com`, ...parked })
  beta = await t.factories.domain({ sellerId: seller.id, name: `beta-${suffix}.com`, ...parked })
  forSale = await t.factories.domain({ sellerId: seller.id, name: `gamma-${suffix}.com` })
  theirs = await t.factories.domain({ sellerId: other.id, name: `other-${suffix}.com`, ...parked })
  await t.db.insert(publicEvents).values([
    // alpha: 10 views by 4 visitors and 2 clicks of $0.05 today, 5 views yesterday.
    ...events(alpha, 'parking_view', 10, justNow()),
    ...events(alpha, 'ad_click', 2, justNow(), { amountMicros: 50_000 }),
    ...events(alpha, 'parking_view', 5, noonDaysAgo(1)),
    // beta: 4 views and one click of $0.20 today; 3 views 10 days ago (outside the default).
    ...events(beta, 'parking_view', 4, justNow()),
    ...events(beta, 'ad_click', 1, justNow(), { amountMicros: 200_000 }),
    ...events(beta, 'parking_view', 3, noonDaysAgo(10)),
    // Another seller's traffic is never counted for this seller.
    ...events(theirs, 'parking_view', 100, justNow()),
    ...events(theirs, 'ad_click', 5, justNow(), { amountMicros: 1_000_000 }),
  ])
  const admin = await t.factories.user({ roles: ['admin'] })
  const rolled = await json(admin, 'POST', '/api/v1/test/parking/roll-up')
  expect(rolled.status).toBe(200)
  expect(rolled.body.toEventId).toBeGreaterThanOrEqual(rolled.body.fromEventId)
})
afterAll(() => t.close())

describe('GET /api/v1/parking/metrics/account (spec §7, §9 ranges, §3 figures)', () => {
  it('defaults to the last 7 days: totals, one entry per day, the parked count', async () => {
    const { status, body } = await json(seller, 'GET', '/api/v1/parking/metrics/account')
    expect(status).toBe(200)
    const metrics = body as ParkingAccountMetrics
    expect(metrics.range).toEqual({ from: shiftDay(today, -6), to: today })
    expect(metrics.days.map((d) => d.day)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((n) => shiftDay(today, -n)),
    )
    // Revenue: 70 % of $0.10 and of $0.20 (decision 531).
    expect(metrics.totals).toEqual({
      pageViewCount: 19,
      visitCount: 4 + 4 + 4,
      adClickCount: 3,
      clickThroughRate: 3 / 19,
      revenueMicros: 210_000,
      revenuePerClickMicros: 70_000,
      revenuePer1kImpressionsMicros: Math.round((210_000 * 1000) / 19),
    })
    expect(metrics.days.at(-1)).toEqual({
      day: today,
      pageViewCount: 14,
      visitCount: 8,
      adClickCount: 3,
      revenueMicros: 210_000,
    })
    expect(metrics.days[0]).toMatchObject({ pageViewCount: 0, revenueMicros: 0 })
    expect(metrics.parkedDomainCount).toBe(2)
  })

  it('a custom range by its end date is the 30 days before it (§9)', async () => {
    const to = shiftDay(today, -5)
    const { status, body } = await json(seller, 'GET', `/api/v1/parking/metrics/account?to=${to}`)
    expect(status).toBe(200)
    expect(body.range).toEqual({ from: shiftDay(to, -30), to })
    expect(body.totals.pageViewCount).toBe(3)
    expect(body.days).toHaveLength(31)
  })

  it('refuses a reversed range with its message key (400, never 5xx)', async () => {
    const url = `/api/v1/parking/metrics/account?from=${today}&to=${shiftDay(today, -1)}`
    const { status, body } = await json(seller, 'GET', url)
    expect(status).toBe(400)
    expect(body.error.message).toBe('parking.range.order')
    const longRange = `/api/v1/parking/metrics/account?from=2000-01-01&to=${today}`
    expect((await json(seller, 'GET', longRange)).body.error.message).toBe('parking.range.tooLong')
    expect(
      (await json(seller, 'GET', '/api/v1/parking/metrics/account?to=31-01-2026')).status,
    ).toBe(400)
  })

  it('is for sellers only', async () => {
    expect((await json(null, 'GET', '/api/v1/parking/metrics/account')).status).toBe(401)
    const buyer = await t.factories.user({ roles: ['buyer'] })
    expect((await json(buyer, 'GET', '/api/v1/parking/metrics/account')).status).toBe(403)
  })
})

describe('GET /api/v1/parking/metrics/domains (spec §7, §3 columns, §9 paging)', () => {
  it('with no sort lists the parked domains by name; figures from the running totals', async () => {
    const { status, body } = await json(seller, 'GET', '/api/v1/parking/metrics/domains')
    expect(status).toBe(200)
    const page = body as ParkingDomainPage
    expect(page.total).toBe(2)
    expect(page.items.map((i) => i.domain)).toEqual([alpha.name, beta.name])
    expect(page.items[0]).toMatchObject({
      drid: dridOf(alpha.id),
      pageViewCount: 15,
      visitCount: 8,
      adClickCount: 2,
      revenueMicros: 70_000,
      revenuePerClickMicros: 35_000,
    })
    expect(page.items[1]).toMatchObject({ pageViewCount: 4, revenueMicros: 140_000 })
  })

  it('sorts by revenue, filters by keywords and by a list of names', async () => {
    const sorted = await json(
      seller,
      'GET',
      '/api/v1/parking/metrics/domains?sort=revenue&order=desc',
    )
    expect(sorted.body.items.map((i: { domain: string }) => i.domain)).toEqual([
      beta.name,
      alpha.name,
    ])
    const byKeyword = await json(seller, 'GET', `/api/v1/parking/metrics/domains?keywords=BETA`)
    expect(byKeyword.body.items.map((i: { domain: string }) => i.domain)).toEqual([beta.name])
    // The Parked view asks for its page's names; another seller's name is simply not there.
    const names = `${alpha.name},${theirs.name},${forSale.name}`
    const byName = await json(seller, 'GET', `/api/v1/parking/metrics/domains?names=${names}`)
    expect(byName.body.items.map((i: { domain: string }) => i.domain)).toEqual([alpha.name])
    expect(byName.body.total).toBe(1)
  })

  it('a range counts only its own days: cum(to) - cum(from - 1)', async () => {
    const from = shiftDay(today, -10)
    const to = shiftDay(today, -1)
    const { body } = await json(
      seller,
      'GET',
      `/api/v1/parking/metrics/domains?from=${from}&to=${to}&sort=pageViewCount&order=asc`,
    )
    expect(
      body.items.map((i: { domain: string; pageViewCount: number }) => [i.domain, i.pageViewCount]),
    ).toEqual([
      [beta.name, 3],
      [alpha.name, 5],
    ])
  })

  it('pages 200 at most; a larger limit is refused', async () => {
    const many = await t.factories.seller()
    await t.db.insert(domains).values(
      Array.from({ length: 201 }, (_, i) => {
        const name = `page-${String(i).padStart(3, '0')}-${uniqueSuffix()}.com`
        return {
          sellerId: many.id,
          name,
          displayName: name,
          tld: 'com',
          sldLength: name.length - 4,
          status: 'ACTIVE' as const,
          landingPage: 'PARKING',
        }
      }),
    )
    const first = await json(many, 'GET', '/api/v1/parking/metrics/domains')
    expect(first.body.items).toHaveLength(200)
    expect(first.body.total).toBe(201)
    const second = await json(many, 'GET', '/api/v1/parking/metrics/domains?offset=200')
    expect(second.body.items).toHaveLength(1)
    expect(second.body.items[0].domain).toMatch(/^page-200-/)
    expect((await json(many, 'GET', '/api/v1/parking/metrics/domains?limit=201')).status).toBe(400)
  })
})

describe('one domain, count and drid (spec §7); other accounts get 404', () => {
  it("answers one domain's totals and days", async () => {
    const { status, body } = await json(
      seller,
      'GET',
      `/api/v1/parking/metrics/domains/${alpha.name}`,
    )
    expect(status).toBe(200)
    const metrics = body as ParkingDomainMetrics
    expect(metrics).toMatchObject({ domain: alpha.name, isParked: true, drid: dridOf(alpha.id) })
    expect(metrics.totals).toMatchObject({
      pageViewCount: 15,
      adClickCount: 2,
      revenueMicros: 70_000,
    })
    expect(metrics.days).toHaveLength(7)
    expect(metrics.days.at(-2)).toMatchObject({ day: shiftDay(today, -1), pageViewCount: 5 })
    const notParked = await json(seller, 'GET', `/api/v1/parking/metrics/domains/${forSale.name}`)
    expect(notParked.body).toMatchObject({ isParked: false, totals: { pageViewCount: 0 } })
  })

  it("refuses another seller's domain and an unknown one with 404 and its key", async () => {
    for (const name of [theirs.name, `nobody-${uniqueSuffix()}.com`]) {
      const one = await json(seller, 'GET', `/api/v1/parking/metrics/domains/${name}`)
      expect(one.status).toBe(404)
      expect(one.body.error.message).toBe('parking.domain.notFound')
      expect((await json(seller, 'GET', `/api/v1/parking/drid?domainName=${name}`)).status).toBe(
        404,
      )
    }
  })

  it('counts the parked domains and gives the stable drid', async () => {
    expect((await json(seller, 'GET', '/api/v1/parking/count')).body).toEqual({ count: 2 })
    expect((await json(other, 'GET', '/api/v1/parking/count')).body).toEqual({ count: 1 })
    const drid = await json(seller, 'GET', `/api/v1/parking/drid?domainName=${beta.name}`)
    expect(drid.body).toEqual({ domain: beta.name, drid: dridOf(beta.id) })
  })
})

describe('the roll-up test control (decision 530)', () => {
  it('is for admins only', async () => {
    expect((await json(seller, 'POST', '/api/v1/test/parking/roll-up')).status).toBe(403)
  })
})

describe('GET /api/v1/parking/export (spec §7 export, §9 ranges, §3 columns)', () => {
  it('exports the figures the page shows, from the roll-up, for the range', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/parking/export?from=${shiftDay(today, -1)}&to=${today}`,
      headers: await t.signedIn(seller),
    })
    expect(res.statusCode).toBe(200)
    const rows = parse(res.body, { columns: true, bom: true }) as Record<string, string>[]
    expect(rows.find((r) => r.domain === alpha.name)).toEqual({
      domain: alpha.name,
      pageViewCount: '15',
      revenue: '0.07',
      revenuePerClick: '0.04',
      revenuePer1kImpressions: '4.67',
      adClickCount: '2',
      clickThroughRate: '13.33',
      visitCount: '8',
    })
    expect(rows.map((r) => r.domain).sort()).toEqual([alpha.name, beta.name])
  })

  it('refuses a reversed range with its message key', async () => {
    const url = `/api/v1/parking/export?from=${today}&to=${shiftDay(today, -3)}`
    const { status, body } = await json(seller, 'GET', url)
    expect(status).toBe(400)
    expect(body.error.message).toBe('parking.range.order')
  })
})

describe('a domain that leaves parking (spec §3: the parking table lists parked domains)', () => {
  it('drops out of the figure-sorted page and the name-sorted one, though its days stay', async () => {
    const suffix = uniqueSuffix()
    const delta = await t.factories.domain({
      sellerId: seller.id,
      name: `delta-${suffix}.com`,
      status: 'ACTIVE',
      landingPage: 'PARKING',
    })
    await t.db
      .insert(publicEvents)
      .values(events(delta, 'ad_click', 3, justNow(), { amountMicros: 5_000_000 }))
    const admin = await t.factories.user({ roles: ['admin'] })
    expect((await json(admin, 'POST', '/api/v1/test/parking/roll-up')).status).toBe(200)
    const byRevenue = '/api/v1/parking/metrics/domains?sort=revenue&order=desc'
    const top = await json(seller, 'GET', byRevenue)
    expect(top.body.items[0].domain).toBe(delta.name)

    await t.db.update(domains).set({ landingPage: 'SALES' }).where(eq(domains.id, delta.id))
    const names = (page: { body: { items: { domain: string }[] } }) =>
      page.body.items.map((i) => i.domain)
    expect(names(await json(seller, 'GET', byRevenue))).not.toContain(delta.name)
    expect(names(await json(seller, 'GET', '/api/v1/parking/metrics/domains'))).not.toContain(
      delta.name,
    )
  })
})
