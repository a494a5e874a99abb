import { adminEndpoints } from '@namefolio/core/admin/admin.endpoints'
import { adminSchemas } from '@namefolio/core/admin/admin.schemas'
import type { Db } from '../../db/client.ts'
import { requireRole } from '../../http/auth.ts'
import { decodeCursor, encodeCursor } from '../../http/keyset-cursor.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { findActorIdByEmail, listActorEmails, listAdminActions } from './admin-audit.repository.ts'
import { toAuditEntry } from './audit-entries.ts'

/**
 * The audit log page (issue 19, decision 1338): newest first, by action prefix, actor or
 * subject (an account page reads its account's history this way), keyset "load more".
 */
export function registerAdminAuditRoutes(app: ZodApp, deps: { db: Db }): void {
  serveEndpoint(
    app,
    adminEndpoints.auditLog,
    { tags: ['admin'], schemas: adminSchemas.auditLog },
    async (request) => {
      requireRole(request, 'admin')
      const { action, subjectType, subjectId, actor, cursor, limit } = request.query
      const beforeId = decodeCursor(cursor)
      const actorId = actor ? await findActorIdByEmail(deps.db, actor) : undefined
      if (actorId === null) return { items: [], nextCursor: null }
      const rows = await listAdminActions(deps.db, {
        ...(action ? { actionPrefix: action } : {}),
        ...(subjectType ? { subjectType } : {}),
        ...(subjectId ? { subjectId } : {}),
        ...(actorId ? { actorId } : {}),
        ...(beforeId ? { beforeId } : {}),
        limit: limit + 1,
      })
      const page = rows.slice(0, limit)
      const emails = await listActorEmails(
        deps.db,
        page.map((row) => row.actorId),
      )
      const last = page.at(-1)
      return {
        items: page.map((row) => toAuditEntry(row, emails.get(row.actorId) ?? null)),
        nextCursor: rows.length > limit && last ? encodeCursor(last.id) : null,
      }
    },
  )
}
