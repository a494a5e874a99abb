import { adminEndpoints } from '@namefolio/core/admin/admin.endpoints'
import { adminSchemas } from '@namefolio/core/admin/admin.schemas'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/users.ts'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { listAdminActions } from '../admin-audit/admin-audit.repository.ts'
import { toAuditEntries } from './audit-entries.ts'
import { decodeCursor, encodeCursor } from './keyset-cursor.ts'

/** The audit log page (issue 19, decision 1338): newest first, filtered, keyset "load more". */
export function registerAdminAuditLogRoutes(app: ZodApp, deps: { db: Db }): void {
  serveEndpoint(
    app,
    adminEndpoints.auditLog,
    { tags: ['admin'], schemas: adminSchemas.auditLog },
    async (request) => {
      requireRole(request, 'admin')
      const { action, subjectType, subjectId, actor, cursor, limit } = request.query
      const position = decodeCursor(cursor)
      let actorId: string | undefined
      if (actor) {
        const [found] = await deps.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, actor.toLowerCase()))
        if (!found) return { items: [], nextCursor: null }
        actorId = found.id
      }
      const rows = await listAdminActions(deps.db, {
        ...(action ? { actionPrefix: action } : {}),
        ...(subjectType ? { subjectType } : {}),
        ...(subjectId ? { subjectId } : {}),
        ...(actorId ? { actorId } : {}),
        ...(position ? { before: { createdAt: position.at, id: position.id } } : {}),
        limit: limit + 1,
      })
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      return {
        items: await toAuditEntries(deps.db, page),
        nextCursor:
          rows.length > limit && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
      }
    },
  )
}
