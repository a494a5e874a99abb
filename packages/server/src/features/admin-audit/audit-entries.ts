import type { AuditEntry } from '@namefolio/core/admin/admin-audit.contract'
import type { AdminAuditRow } from '../../db/schema/admin-audit.ts'

/** An audit row for the wire, with its actor's e-mail address (who did it). */
export function toAuditEntry(row: AdminAuditRow, actorEmail: string | null): AuditEntry {
  return {
    id: row.id,
    actor: { id: row.actorId, email: actorEmail },
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    before: row.before,
    after: row.after,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  }
}
