import type { AuditEntry } from '@namefolio/core/admin/admin-audit.contract'
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { AdminAuditRow } from '../../db/schema/admin-audit.ts'
import { users } from '../../db/schema/users.ts'

/** Audit rows for the wire, each with its actor's e-mail address (who did it). */
export async function toAuditEntries(db: Db, rows: AdminAuditRow[]): Promise<AuditEntry[]> {
  const actorIds = [...new Set(rows.map((r) => r.actorId))]
  const actors =
    actorIds.length === 0
      ? []
      : await db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(inArray(users.id, actorIds))
  const emailOf = new Map(actors.map((a) => [a.id, a.email]))
  return rows.map((row) => ({
    id: row.id,
    actor: { id: row.actorId, email: emailOf.get(row.actorId) ?? null },
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    before: row.before,
    after: row.after,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  }))
}
