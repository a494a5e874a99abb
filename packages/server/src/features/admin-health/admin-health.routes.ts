import { adminEndpoints } from '@namefolio/core/admin/admin.endpoints'
import { adminSchemas } from '@namefolio/core/admin/admin.schemas'
import type { Db } from '../../db/client.ts'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { listQueueHealth } from './queue-health.queries.ts'
import { listRecentErrors } from './recent-errors.repository.ts'

/** How many recent errors the health page shows (the table keeps more). */
const ERRORS_SHOWN = 100

/** `GET /api/v1/admin/health`: job queues and recent errors (issue 19, decision 1346). */
export function registerAdminHealthRoutes(app: ZodApp, deps: { db: Db }): void {
  serveEndpoint(
    app,
    adminEndpoints.health,
    { tags: ['admin'], schemas: adminSchemas.health },
    async (request) => {
      requireRole(request, 'admin')
      const [queues, errors] = await Promise.all([
        listQueueHealth(deps.db),
        listRecentErrors(deps.db, ERRORS_SHOWN),
      ])
      return {
        queues,
        errors: errors.map((e) => ({
          id: e.id,
          occurredAt: e.occurredAt.toISOString(),
          source: e.source,
          location: e.location,
          message: e.message,
          reference: e.reference,
        })),
      }
    },
  )
}
