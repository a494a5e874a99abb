import { adminEndpoints } from '@namefolio/core/admin/admin.endpoints'
import { adminSchemas } from '@namefolio/core/admin/admin.schemas'
import { requireRole } from '../../../http/auth.ts'
import { serveEndpoint } from '../../../http/serve-endpoint.ts'
import type { ZodApp } from '../../../http/zod-app.ts'
import type { SalesDeps } from '../sales-deps.ts'
import type { RecordAdminAction } from './admin-audit-port.ts'
import type { SalesQueries } from '../sales.queries.ts'
import { getTransaction } from '../transactions/get-transaction.ts'
import { listAdminTransactions, listStuckPayouts } from './admin-transactions.queries.ts'
import { cancelByAdmin } from './cancel-by-admin.ts'
import { retryStuckPayout } from './retry-stuck-payout.ts'

const tags = ['admin']

/**
 * The admin transactions desk (issue 19, decision 1345): every transaction with filters, its
 * read-only detail, cancellation with full refund, and stuck payouts with retry. Admin only.
 */
export function registerAdminTransactionRoutes(
  app: ZodApp,
  deps: { sales: SalesDeps & { recordAdminAction: RecordAdminAction }; queries: SalesQueries },
): void {
  const { sales, queries } = deps
  serveEndpoint(
    app,
    adminEndpoints.transactions,
    { tags, schemas: adminSchemas.transactions },
    async (request) => {
      requireRole(request, 'admin')
      return listAdminTransactions(sales.db, request.query)
    },
  )
  serveEndpoint(
    app,
    adminEndpoints.transaction,
    { tags, schemas: adminSchemas.transaction },
    async (request) => {
      requireRole(request, 'admin')
      const row = await getTransaction(sales.db, request.params.transactionId)
      return queries.details(row, 'admin')
    },
  )
  serveEndpoint(
    app,
    adminEndpoints.cancelTransaction,
    { tags, schemas: adminSchemas.cancelTransaction },
    async (request) => {
      const admin = requireRole(request, 'admin')
      const { transactionId } = request.params
      const row = await cancelByAdmin(sales, transactionId, admin, request.body.reason)
      return queries.details(row, 'admin')
    },
  )
  serveEndpoint(
    app,
    adminEndpoints.stuckPayouts,
    { tags, schemas: adminSchemas.stuckPayouts },
    async (request) => {
      requireRole(request, 'admin')
      return { items: await listStuckPayouts(sales.db) }
    },
  )
  serveEndpoint(
    app,
    adminEndpoints.retryPayout,
    { tags, schemas: adminSchemas.retryPayout },
    async (request) => {
      const admin = requireRole(request, 'admin')
      const payout = await retryStuckPayout(sales, request.params.payoutId, admin)
      return {
        payoutId: payout.id,
        status: payout.status,
        scheduledFor: payout.scheduledFor?.toISOString() ?? null,
      }
    },
  )
}
