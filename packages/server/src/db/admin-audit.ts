import type { Db } from './client.ts'
import { adminAuditLog } from './schema/admin-audit.ts'

export type AdminAction = {
  actorId: string
  action: string
  subjectType: string
  subjectId: string
  before?: unknown
  after?: unknown
  note?: string | null
}

/**
 * Records one admin action (issue 19, decision 1310). Every feature that acts as an admin
 * writes through this one function. Call it with the transaction that makes the change, so
 * the change and its record commit together or not at all.
 */
export async function recordAdminAction(db: Db, entry: AdminAction): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    note: entry.note ?? null,
  })
}

/** The writer's type, for features handed it by the wiring. */
export type RecordAdminAction = typeof recordAdminAction
