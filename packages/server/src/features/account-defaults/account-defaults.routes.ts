import { accountDefaultsEndpoints as E } from '@namefolio/core/account/account-defaults.endpoints'
import { accountDefaultsSchemas } from '@namefolio/core/account/account-defaults.schemas'
import type { Db } from '../../db/client.ts'
import { requireRole } from '../../http/auth.ts'
import { requireFeature } from '../../http/feature-gate.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { countOwnership, listOwnershipReviews } from './account-defaults.repository.ts'

/**
 * The account defaults pages' reads (issue 18): the seller's ownership standing for
 * /account/ownership and the lease grace policy for /account/lto. The default lander and the
 * verification record are served by domain intake and ownership verification.
 */
export function registerAccountDefaultsRoutes(
  app: ZodApp,
  deps: { db: Db; leaseGraceDays: number },
): void {
  serveEndpoint(
    app,
    E.getOwnershipSummary,
    { tags: ['account'], schemas: accountDefaultsSchemas.getOwnershipSummary },
    async (request) => countOwnership(deps.db, requireRole(request, 'seller').id),
  )
  serveEndpoint(
    app,
    E.listOwnershipReviews,
    {
      tags: ['account'],
      schemas: accountDefaultsSchemas.listOwnershipReviews,
    },
    async (request) => {
      const { rows, total } = await listOwnershipReviews(
        deps.db,
        requireRole(request, 'seller').id,
        request.query,
      )
      return {
        items: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
        total,
      }
    },
  )
  serveEndpoint(
    app,
    E.getLeasePolicy,
    { tags: ['account'], schemas: accountDefaultsSchemas.getLeasePolicy },
    async (request) => {
      const seller = requireRole(request, 'seller')
      // The /account/lto page's: the §6 leaseToOwnSettings switch gates it (issue 19).
      await requireFeature(deps.db, seller.id, 'leaseToOwnSettings')
      return { graceDays: deps.leaseGraceDays }
    },
  )
}
