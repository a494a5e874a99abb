import { adminEndpoints } from '@namefolio/core/admin/admin.endpoints'
import { adminSchemas } from '@namefolio/core/admin/admin.schemas'
import { AdminTransferActionParamsSchema } from '@namefolio/core/sales/sales-requests.contract'
import { AppError } from '../../../http/app-error.ts'
import { requireRole } from '../../../http/auth.ts'
import { serveEndpoint } from '../../../http/serve-endpoint.ts'
import type { ZodApp } from '../../../http/zod-app.ts'
import { renderAdminTransfers } from '../sales.pages.ts'
import type { SalesQueries } from '../sales.queries.ts'
import type { SalesService } from '../sales.service.ts'

const tags = ['admin']

type AdminTransferDeps = {
  sales: SalesService
  queries: SalesQueries
  ssoBaseUrl: string
  isSandbox: boolean
}

/**
 * The admin's transfer desk: the registrar adapter's default is an admin's confirmation
 * (DESIGN.md §7). The JSON API and the /admin/transfers page use the same service calls.
 */
export function registerAdminTransferRoutes(app: ZodApp, deps: AdminTransferDeps): void {
  const { sales, queries } = deps

  serveEndpoint(
    app,
    adminEndpoints.transfers,
    { tags, schemas: adminSchemas.transfers },
    async (request) => {
      requireRole(request, 'admin')
      const rows = await queries.adminTransfers()
      return {
        items: rows.map((r) => ({
          transactionId: r.id,
          domain: r.domainName,
          kind: r.kind,
          status: r.status,
          transferType: r.transferType,
        })),
      }
    },
  )
  serveEndpoint(
    app,
    adminEndpoints.confirmTransfer,
    { tags, schemas: adminSchemas.confirmTransfer },
    async (request) => {
      const admin = requireRole(request, 'admin')
      const { transactionId } = request.params
      await sales.confirmTransfer(transactionId, { role: 'admin', id: admin.id })
      return queries.details(await sales.getTransaction(transactionId), 'admin')
    },
  )
  serveEndpoint(
    app,
    adminEndpoints.rejectTransfer,
    { tags, schemas: adminSchemas.rejectTransfer },
    async (request) => {
      const admin = requireRole(request, 'admin')
      const { transactionId } = request.params
      await sales.rejectTransfer(transactionId, { role: 'admin', id: admin.id }, request.body.note)
      return queries.details(await sales.getTransaction(transactionId), 'admin')
    },
  )
  serveEndpoint(
    app,
    adminEndpoints.reconcilePayments,
    { tags, schemas: adminSchemas.reconcilePayments },
    async (request) => {
      requireRole(request, 'admin')
      return sales.reconcileOrders(request.body.olderThanSeconds)
    },
  )

  app.get('/admin/transfers', { schema: { hide: true } }, async (request, reply) => {
    if (!request.auth)
      return reply.redirect(
        `${deps.ssoBaseUrl}/login?realm=portal&path=${encodeURIComponent('/admin/transfers')}`,
        303,
      )
    requireRole(request, 'admin')
    const rows = await queries.adminTransfers()
    reply.header('cache-control', 'no-store')
    return reply
      .type('text/html; charset=utf-8')
      .send(renderAdminTransfers({ rows, isSandbox: deps.isSandbox }))
  })
  app.post(
    '/admin/transfers/:transactionId/:action',
    { schema: { hide: true, params: AdminTransferActionParamsSchema } },
    async (request, reply) => {
      const admin = requireRole(request, 'admin')
      const actor = { role: 'admin' as const, id: admin.id }
      const { transactionId, action } = request.params
      if (action === 'confirm') await sales.confirmTransfer(transactionId, actor)
      else if (action === 'reject')
        await sales.rejectTransfer(
          transactionId,
          actor,
          'The auth code did not work; please check it with your registrar',
        )
      else {
        const details = await queries.details(await sales.getTransaction(transactionId), 'admin')
        const payout = details.payouts.find(
          (p) => p.status === 'SCHEDULE_SUCCESS' || p.status === 'READY_FOR_PAYOUT',
        )
        if (!payout) throw new AppError('CONFLICT', 'No payout is ready.')
        await sales.issuePayout(payout.payoutId, actor)
      }
      return reply.redirect('/admin/transfers', 303)
    },
  )
}
