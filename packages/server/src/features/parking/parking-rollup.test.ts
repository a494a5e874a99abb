import { describe, expect, it } from 'vitest'
import { asc, eq } from 'drizzle-orm'
import { shiftDay, utcDayOf } from '@namefolio/core/parking/parking-range'
import { parkingAccountDaily, parkingDaily } from '../../db/schema/parking.ts'
import { publicEvents, type NewPublicEvent } from '../../db/schema/public-events.ts'
import { uniqueSuffix, testAppForFile } from '../../test/build-test-app.ts'
import { rollUpParking } from './parking-daily.repository.ts'

const DAY_MS = 86_400_000
const t = testAppForFile()

const now = new Date()
const today = utcDayOf(now)
/** Noon UTC `days` days ago, so an event is well inside its UTC day. */
const noonDaysAgo = (days: number) => new Date(`${shiftDay(today, -days)}T12:00:00Z`)
const rollUp = () => rollUpParking(t.db, { now, settleSeconds: 0 })

async function parkedDomain() {
  const seller = await t.factories.seller()
  return t.factories.domain({
    sellerId: seller.id,
    name: `rollup-${uniqueSuffix()}.com`,
    status: 'ACTIVE',
    landingPage: 'PARKING',
  })
}

function rowsOf(domainId: string) {
  return t.db
    .select()
    .from(parkingDaily)
    .where(eq(parkingDaily.domainId, domainId))
    .orderBy(asc(parkingDaily.day))
}

describe('the parking roll-up (decision 530; issue 17 "idempotent, late events on their day")', () => {
  it('counts views, distinct visitors, clicks and the 70 % share per UTC day, quiet days carried', async () => {
    const d = await parkedDomain()
    const base = { sellerId: d.sellerId, domainId: d.id }
    const events: NewPublicEvent[] = [
      { ...base, kind: 'parking_view', visitorKey: 'a', occurredAt: noonDaysAgo(2) },
      { ...base, kind: 'parking_view', visitorKey: 'a', occurredAt: noonDaysAgo(2) },
      { ...base, kind: 'parking_view', visitorKey: 'b', occurredAt: noonDaysAgo(2) },
      {
        ...base,
        kind: 'ad_click',
        visitorKey: 'a',
        amountMicros: 100_001,
        occurredAt: noonDaysAgo(2),
      },
      // Not a parking event: the lander's own views are not parking figures.
      { ...base, kind: 'view', visitorKey: 'z', occurredAt: noonDaysAgo(2) },
      {
        ...base,
        kind: 'parking_view',
        visitorKey: 'c',
        occurredAt: new Date(now.getTime() - 1000),
      },
    ]
    await t.db.insert(publicEvents).values(events)
    await rollUp()
    const rows = await rowsOf(d.id)
    expect(rows.map((r) => r.day)).toEqual([shiftDay(today, -2), shiftDay(today, -1), today])
    expect(rows[0]).toMatchObject({
      pageViews: 3,
      visits: 2,
      adClicks: 1,
      grossMicros: 100_001,
      revenueMicros: 70_000,
      cumPageViews: 3,
      cumRevenueMicros: 70_000,
    })
    // The quiet day has a row of zeros with the running totals carried (both range ends exist).
    expect(rows[1]).toMatchObject({ pageViews: 0, adClicks: 0, cumPageViews: 3, cumAdClicks: 1 })
    expect(rows[2]).toMatchObject({ pageViews: 1, visits: 1, cumPageViews: 4, cumVisits: 3 })
    const [account] = await t.db
      .select()
      .from(parkingAccountDaily)
      .where(eq(parkingAccountDaily.sellerId, d.sellerId))
      .orderBy(asc(parkingAccountDaily.day))
    expect(account).toMatchObject({ day: shiftDay(today, -2), pageViews: 3, revenueMicros: 70_000 })

    // Running it again changes nothing: days are recomputed as values, never added to.
    await rollUp()
    expect(await rowsOf(d.id)).toEqual(rows)
  })

  it('re-reading the same events from the start recomputes the same rows (no doubling)', async () => {
    const d = await parkedDomain()
    await t.db.insert(publicEvents).values([
      {
        sellerId: d.sellerId,
        domainId: d.id,
        kind: 'parking_view',
        visitorKey: 'a',
        occurredAt: noonDaysAgo(1),
      },
      {
        sellerId: d.sellerId,
        domainId: d.id,
        kind: 'ad_click',
        visitorKey: 'a',
        amountMicros: 10_000,
        occurredAt: noonDaysAgo(1),
      },
    ])
    await rollUp()
    const first = await rowsOf(d.id)
    // As if the watermark were lost: every event is read again.
    await t.db.execute(`update stats_rollup_state set last_event_id = 0 where name = 'parking'`)
    await rollUp()
    expect(await rowsOf(d.id)).toEqual(first)
    expect(first[0]).toMatchObject({ pageViews: 1, adClicks: 1, revenueMicros: 7_000 })
  })

  it('a late event is counted on the day it happened; only that day is recomputed', async () => {
    const d = await parkedDomain()
    const base = { sellerId: d.sellerId, domainId: d.id }
    await t.db.insert(publicEvents).values([
      { ...base, kind: 'parking_view', visitorKey: 'a', occurredAt: noonDaysAgo(3) },
      { ...base, kind: 'parking_view', visitorKey: 'a', occurredAt: noonDaysAgo(1) },
    ])
    await rollUp()
    const before = await rowsOf(d.id)
    await t.db.insert(publicEvents).values({
      ...base,
      kind: 'ad_click',
      visitorKey: 'b',
      amountMicros: 20_000,
      occurredAt: noonDaysAgo(3),
    })
    // (Counts of what a run did are not asserted: other test files may share the database.)
    await rollUp()
    const after = await rowsOf(d.id)
    expect(after[0]).toMatchObject({ day: shiftDay(today, -3), adClicks: 1, visits: 2 })
    expect(after[0]!.revenueMicros).toBe(14_000)
    // The other days keep their own figures; their running totals now include the click.
    for (const [i, row] of after.entries()) {
      if (i === 0) continue
      expect(row.pageViews).toBe(before[i]!.pageViews)
      expect(row.cumAdClicks).toBe(1)
      expect(row.cumRevenueMicros).toBe(14_000)
    }
    expect(after.at(-1)?.cumPageViews).toBe(2)
  })

  it('a parked domain with no events yet gets a row for today; events before its first row fill the gap', async () => {
    const d = await parkedDomain()
    await rollUp()
    expect((await rowsOf(d.id)).map((r) => r.day)).toEqual([today])
    await t.db.insert(publicEvents).values({
      sellerId: d.sellerId,
      domainId: d.id,
      kind: 'parking_view',
      visitorKey: 'late',
      occurredAt: new Date(noonDaysAgo(4).getTime() - DAY_MS / 4),
    })
    await rollUp()
    const rows = await rowsOf(d.id)
    expect(rows.map((r) => r.day)).toEqual([4, 3, 2, 1, 0].map((n) => shiftDay(today, -n)))
    expect(rows.map((r) => r.cumPageViews)).toEqual([1, 1, 1, 1, 1])
  })
})
