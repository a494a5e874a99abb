import { adminEndpoints } from '@namefolio/core/admin/admin.endpoints'
import { adminSchemas } from '@namefolio/core/admin/admin.schemas'
import type { Db } from '../../../db/client.ts'
import { requireRole } from '../../../http/auth.ts'
import { serveEndpoint } from '../../../http/serve-endpoint.ts'
import type { ZodApp } from '../../../http/zod-app.ts'
import { countOpenPaymentOrders, countTransfers } from './admin-overview.repository.ts'

/** The admin console's live counts (issue 13, decision 953). */
export function registerAdminOverviewRoutes(
  app: ZodApp,
  deps: { db: Db; isSandbox: boolean },
): void {
  serveEndpoint(
    app,
    adminEndpoints.overview,
    { tags: ['admin'], schemas: adminSchemas.overview },
    async (request) => {
      requireRole(request, 'admin')
      const [transfers, payments] = await Promise.all([
        countTransfers(deps.db),
        countOpenPaymentOrders(deps.db),
      ])
      return {
        transfers,
        payments: { open: payments.total, oldestOpenAt: payments.oldestAt?.toISOString() ?? null },
        sandbox: deps.isSandbox,
      }
    },
  )
}
