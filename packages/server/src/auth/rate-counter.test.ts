import { randomUUID } from 'node:crypto'
import { like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rateCounters } from '../db/schema/identity.ts'
import { testAppForFile } from '../test/build-test-app.ts'
import { hitRateCounter, hitRateWindow, pruneRateCounters } from './rate-counter.ts'

const t = testAppForFile()

const HOUR_MS = 60 * 60 * 1000

describe('rate counters in the database (issue 12: limits per account shared by processes)', () => {
  it('counts hits per key and window, and refuses past the maximum', async () => {
    const key = `test:${randomUUID()}`
    const now = new Date('2001-01-10T12:00:00Z')
    const hits = []
    for (let i = 0; i < 3; i++)
      hits.push(await hitRateCounter(t.db, { key, windowMs: HOUR_MS, max: 2 }, now))
    expect(hits.map((h) => h.isAllowed)).toEqual([true, true, false])
    const nextWindow = new Date(now.getTime() + HOUR_MS)
    expect((await hitRateCounter(t.db, { key, windowMs: HOUR_MS, max: 2 }, nextWindow)).count).toBe(
      1,
    )
  })

  it('a window opens at the first hit: a burst across a minute boundary counts in one window', async () => {
    const key = `test:${randomUUID()}`
    const first = new Date('2001-01-10T12:00:59.500Z')
    const at = (ms: number) => new Date(first.getTime() + ms)
    const counts = []
    for (const ms of [0, 400, 1000, 59_999])
      counts.push((await hitRateWindow(t.db, { key, windowMs: 60_000 }, at(ms))).count)
    expect(counts).toEqual([1, 2, 3, 4])
    const next = await hitRateWindow(t.db, { key, windowMs: 60_000 }, at(60_000))
    expect(next).toEqual({ count: 1, resetsAt: at(120_000) })
  })

  it('pruning deletes windows older than two days and keeps the ones a limit still reads', async () => {
    const prefix = `prune:${randomUUID()}`
    const now = new Date('2001-01-10T12:00:00Z')
    const threeDaysAgo = new Date(now.getTime() - 72 * HOUR_MS)
    const yesterday = new Date(now.getTime() - 24 * HOUR_MS)
    await hitRateCounter(t.db, { key: `${prefix}:old`, windowMs: HOUR_MS, max: 5 }, threeDaysAgo)
    await hitRateCounter(t.db, { key: `${prefix}:recent`, windowMs: HOUR_MS, max: 5 }, yesterday)

    expect(await pruneRateCounters(t.db, now)).toBeGreaterThanOrEqual(1)

    const left = await t.db
      .select({ key: rateCounters.key })
      .from(rateCounters)
      .where(like(rateCounters.key, `${prefix}:%`))
    expect(left.map((row) => row.key)).toEqual([`${prefix}:recent`])
  })
})
