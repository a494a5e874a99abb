import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shiftDay, utcDayOf } from '@namefolio/core/parking/parking-range'
import type { DomainTrafficDaily } from '@namefolio/core/portfolio/domain-traffic-daily.contract'
import { publicEvents, type NewPublicEvent } from '../../db/schema/public-events.ts'
import type { DomainRow } from '../../db/schema/domains.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { buildTestApp, uniqueSuffix, type TestApp } from '../../test/build-test-app.ts'
import { userRequests } from '../../test/user-requests.ts'

let t: TestApp
const { json } = userRequests(() => t)
const today = utcDayOf(new Date())
const noonDaysAgo = (days: number) => new Date(`${shiftDay(today, -days)}T12:00:00Z`)

let seller: UserRow
let other: UserRow
let mine: DomainRow

function events(kind: NewPublicEvent['kind'], visitors: string[], at: Date): NewPublicEvent[] {
  return visitors.map((visitorKey) => ({
    sellerId: mine.sellerId,
    domainId: mine.id,
    kind,
    visitorKey,
    occurredAt: at,
  }))
}

beforeAll(async () => {
  t = await buildTestApp()
  seller = await t.factories.seller()
  other = await t.factories.seller()
  mine = await t.factories.domain({ sellerId: seller.id, name: `daily-${uniqueSuffix()}.com` })
  await t.db
    .insert(publicEvents)
    .values([
      ...events('view', ['a', 'a', 'b'], noonDaysAgo(2)),
      ...events('parking_view', ['c'], noonDaysAgo(2)),
      ...events('offer', ['buyer:1'], noonDaysAgo(2)),
      ...events('search_impression', ['a', 'b'], noonDaysAgo(2)),
      ...events('view', ['d'], noonDaysAgo(6)),
      ...events('view', ['old'], noonDaysAgo(40)),
    ])
})
afterAll(() => t.close())

describe('GET /api/v1/stats/traffic/{domainName}/daily (issue 15: traffic over time, decision 291)', () => {
  it('counts views, distinct visitors and offers per UTC day, every day of the range, oldest first', async () => {
    const res = await json(seller, 'GET', `/api/v1/stats/traffic/${mine.name}/daily?days=7`)
    expect(res.status).toBe(200)
    const body = res.body as DomainTrafficDaily
    expect(body.days).toBe(7)
    expect(body.points.map((p) => p.day)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((ago) => shiftDay(today, -ago)),
    )
    expect(body.points[0]).toEqual({ day: shiftDay(today, -6), views: 1, visitors: 1, offers: 0 })
    // Views are lander and parked-page views; search impressions are not traffic of the page.
    expect(body.points[4]).toEqual({ day: shiftDay(today, -2), views: 4, visitors: 3, offers: 1 })
    expect(body.points[6]).toEqual({ day: today, views: 0, visitors: 0, offers: 0 })
  })

  it('defaults to the last 30 days, leaving older events out', async () => {
    const body = (await json(seller, 'GET', `/api/v1/stats/traffic/${mine.name}/daily`))
      .body as DomainTrafficDaily
    expect(body.points).toHaveLength(30)
    expect(body.points.reduce((sum, p) => sum + p.views, 0)).toBe(5)
  })

  it('answers 404 for a domain of another seller, as for one that does not exist', async () => {
    expect((await json(other, 'GET', `/api/v1/stats/traffic/${mine.name}/daily`)).status).toBe(404)
    expect((await json(seller, 'GET', '/api/v1/stats/traffic/nope-x.com/daily')).status).toBe(404)
  })

  it('refuses a range outside 7 to 365 days with a 400, and a visitor without a session', async () => {
    expect(
      (await json(seller, 'GET', `/api/v1/stats/traffic/${mine.name}/daily?days=400`)).status,
    ).toBe(400)
    expect((await json(null, 'GET', `/api/v1/stats/traffic/${mine.name}/daily`)).status).toBe(401)
    // A NUL character in the name is malformed input (decision 930), never a 500.
    expect((await json(seller, 'GET', '/api/v1/stats/traffic/a%00b.com/daily')).status).toBe(400)
  })
})
