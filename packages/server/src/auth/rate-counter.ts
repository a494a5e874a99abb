import { lt, sql } from 'drizzle-orm'
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
