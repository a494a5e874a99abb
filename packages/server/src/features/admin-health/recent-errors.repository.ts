import {
  RECENT_ERRORS_KEPT,
  type RecentErrorSource,
} from '@namefolio/core/admin/admin-health.contract'
import { desc, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { recentErrors, type RecentErrorRow } from '../../db/schema/recent-errors.ts'

export type NewRecentError = {
  source: RecentErrorSource
  location: string
  message: string
  reference: string | null
}

/** Keeps one error and prunes all but the newest RECENT_ERRORS_KEPT (decision 1346). */
export async function recordRecentError(db: Db, entry: NewRecentError): Promise<void> {
  await db.insert(recentErrors).values({
    source: entry.source,
    location: entry.location.slice(0, 300),
    message: entry.message.slice(0, 500),
    reference: entry.reference?.slice(0, 100) ?? null,
  })
  await db.execute(sql`
    DELETE FROM recent_errors WHERE id IN (
      SELECT id FROM recent_errors ORDER BY occurred_at DESC, id DESC OFFSET ${RECENT_ERRORS_KEPT}
    )`)
}

/** The newest errors first. */
export async function listRecentErrors(db: Db, limit: number): Promise<RecentErrorRow[]> {
  return db
    .select()
    .from(recentErrors)
    .orderBy(desc(recentErrors.occurredAt), desc(recentErrors.id))
    .limit(limit)
}
