import { and, asc, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { rateCounters } from '../db/schema/identity.ts'

/**
 * A fixed-window counter in the database, shared by every server process: counts one hit for
 * `key` and says whether it is within `max` per `windowMs`. Used where a per-process limit
 * is not enough (recovery and sign-in links per e-mail address).
 */
export async function hitRateCounter(
  db: Db,
  input: { key: string; windowMs: number; max: number },
  now: Date = new Date(),
): Promise<{ isAllowed: boolean; count: number }> {
  const windowStart = new Date(Math.floor(now.getTime() / input.windowMs) * input.windowMs)
  const [row] = await db
    .insert(rateCounters)
    .values({ key: input.key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateCounters.key, rateCounters.windowStart],
      set: { count: sql`${rateCounters.count} + 1` },
    })
    .returning({ count: rateCounters.count })
  const count = row?.count ?? 1
  return { isAllowed: count <= input.max, count }
}

/**
 * A window that opens at the key's first hit, in the same table and shared the same way: counts
 * one hit for `key` in its open window (one that began less than `windowMs` ago), or opens a new
 * one now. One statement, so concurrent hits from many processes all count. Unlike the fixed
 * windows above, a burst is never split across two windows: `max` hits in any burst are
 * refused at `max + 1`, as the in-memory and Redis stores of @fastify/rate-limit count
 * (decision 1290). Two first hits at the same moment may open two windows; the later one is
 * then not counted, which lets through at most one extra hit per racing process.
 */
export async function hitRateWindow(
  db: Db,
  input: { key: string; windowMs: number },
  now: Date = new Date(),
): Promise<{ count: number; resetsAt: Date }> {
  const openWindow = db
    .select({ windowStart: rateCounters.windowStart })
    .from(rateCounters)
    .where(
      and(
        eq(rateCounters.key, input.key),
        gt(rateCounters.windowStart, new Date(now.getTime() - input.windowMs)),
      ),
    )
    .orderBy(asc(rateCounters.windowStart))
    .limit(1)
  const [row] = await db
    .insert(rateCounters)
    .values({
      key: input.key,
      windowStart: sql`coalesce((${openWindow}), ${now.toISOString()}::timestamptz)`,
      count: 1,
    })
    .onConflictDoUpdate({
      target: [rateCounters.key, rateCounters.windowStart],
      set: { count: sql`${rateCounters.count} + 1` },
    })
    .returning({ count: rateCounters.count, windowStart: rateCounters.windowStart })
  const windowStart = row?.windowStart ?? now
  return {
    count: row?.count ?? 1,
    resetsAt: new Date(windowStart.getTime() + input.windowMs),
  }
}

/** The longest window any counter uses (a day), with room: older windows count for nothing. */
export const RATE_COUNTER_RETENTION_MS = 2 * 24 * 60 * 60 * 1000

/** Deletes the windows no limit reads any more, so the table holds days, not years. */
export async function pruneRateCounters(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - RATE_COUNTER_RETENTION_MS)
  const deleted = await db
    .delete(rateCounters)
    .where(lt(rateCounters.windowStart, cutoff))
    .returning({ key: rateCounters.key })
  return deleted.length
}
