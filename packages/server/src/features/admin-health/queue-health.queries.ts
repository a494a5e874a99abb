import type { QueueHealth } from '@namefolio/core/admin/admin-health.contract'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

type QueueHealthRow = {
  queue: string
  waiting: number
  running: number
  failed: number
  completed_last_day: number
}

/**
 * Jobs per queue from pg-boss's own table (`pgboss.job`, the same on PostgreSQL and on
 * PGlite through `fromPglite`): waiting (created or retry), running (active), failed, and
 * completed in the last 24 hours. Empty before pg-boss has created its schema.
 */
export async function listQueueHealth(db: Db): Promise<QueueHealth[]> {
  const exists = rowsOf<{ present: boolean }>(
    await db.execute(sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS present`),
  )
  if (!exists[0]?.present) return []
  const rows = rowsOf<QueueHealthRow>(
    await db.execute(sql`
    SELECT name AS queue,
      count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting,
      count(*) FILTER (WHERE state = 'active')::int AS running,
      count(*) FILTER (WHERE state = 'failed')::int AS failed,
      count(*) FILTER (
        WHERE state = 'completed' AND completed_on > now() - interval '24 hours'
      )::int AS completed_last_day
    FROM pgboss.job
    GROUP BY name
    ORDER BY name`),
  )
  return rows.map((r) => ({
    queue: r.queue,
    waiting: Number(r.waiting),
    running: Number(r.running),
    failed: Number(r.failed),
    completedLastDay: Number(r.completed_last_day),
  }))
}
