import { and, desc, eq, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { adminAuditLog, type AdminAuditRow } from '../../db/schema/admin-audit.ts'
import { users } from '../../db/schema/users.ts'

export type AdminAuditFilter = {
  subjectType?: string
  subjectId?: string
  actorId?: string
  /** Actions that start with this, e.g. `domain.` for every domain action (decision 1338). */
  actionPrefix?: string
  /** Keyset: entries older than the one with this id, read in the database (decision 1338). */
  beforeId?: string
  /** Keyset cursor: entries older than this one. */
  before?: { createdAt: Date; id: string }
  limit: number
}

/** The newest entries first, optionally for one subject or one actor. */
export async function listAdminActions(db: Db, filter: AdminAuditFilter): Promise<AdminAuditRow[]> {
  const conditions: SQL[] = []
  if (filter.subjectType) conditions.push(eq(adminAuditLog.subjectType, filter.subjectType))
  if (filter.subjectId) conditions.push(eq(adminAuditLog.subjectId, filter.subjectId))
  if (filter.actorId) conditions.push(eq(adminAuditLog.actorId, filter.actorId))
  if (filter.actionPrefix) {
    const escaped = filter.actionPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)
    conditions.push(like(adminAuditLog.action, `${escaped}%`))
  }
  if (filter.before) {
    const { createdAt, id } = filter.before
    const older = or(
      lt(adminAuditLog.createdAt, createdAt),
      and(eq(adminAuditLog.createdAt, createdAt), lt(adminAuditLog.id, id)),
    )
    if (older) conditions.push(older)
  }
  if (filter.beforeId) {
    conditions.push(
      sql`(${adminAuditLog.createdAt}, ${adminAuditLog.id}) < (select a.created_at, a.id from admin_audit_log a where a.id = ${filter.beforeId})`,
    )
  }
  return db
    .select()
    .from(adminAuditLog)
    .where(and(...conditions))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(filter.limit)
}

/** The e-mail address of each actor id, to show who acted (decision 1338). */
export async function listActorEmails(
  db: Db,
  actorIds: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(actorIds)]
  if (unique.length === 0) return new Map()
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, unique))
  return new Map(rows.map((row) => [row.id, row.email]))
}

/** The user with this e-mail address, for the audit log's actor filter; null when none. */
export async function findActorIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
  return row?.id ?? null
}
