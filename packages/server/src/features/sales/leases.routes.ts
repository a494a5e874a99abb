import { transactionEndpoints } from '@namefolio/core/sales/sales.endpoints'
import { RelistResultSchema } from '@namefolio/core/sales/sales-actions.contract'
import {
  LeasedListQuerySchema,
  TransactionParamsSchema,
} from '@namefolio/core/sales/sales-requests.contract'
import { LeasedPageSchema, TransactionDetailSchema } from '@namefolio/core/sales/sales.contract'
import { AppError } from '../../http/app-error.ts'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { SalesQueries } from './sales.queries.ts'
import type { SalesService } from './sales.service.ts'
import { getVisibleTransaction } from './transaction-viewer.ts'

const tags = ['sales']

/** The seller's leased view, one lease, and the relist after a default (spec §3 leased). */
export function registerLeaseRoutes(
  app: ZodApp,
  deps: { sales: SalesService; queries: SalesQueries },
): void {
  const { sales, queries } = deps

  serveEndpoint(
    app,
    transactionEndpoints.leased,
    { tags, schemas: { query: LeasedListQuerySchema, response: LeasedPageSchema } },
    async (request) => {
      const user = requireRole(request, 'seller')
      return queries.listLeased(user.id, { ...request.query, order: request.query.order ?? 'asc' })
    },
  )

  serveEndpoint(
    app,
    transactionEndpoints.lease,
    { tags, schemas: { params: TransactionParamsSchema, response: TransactionDetailSchema } },
    async (request) => {
      const { row, viewer } = await getVisibleTransaction(
        sales,
        request,
        request.params.transactionId,
      )
      if (row.kind !== 'LEASE') throw new AppError('NOT_FOUND', 'No such lease.')
      return queries.details(row, viewer)
    },
  )

  serveEndpoint(
    app,
    transactionEndpoints.relist,
    { tags, schemas: { params: TransactionParamsSchema, response: RelistResultSchema } },
    async (request) => {
      const user = requireRole(request, 'seller')
      return sales.relistDomain(user.id, request.params.transactionId)
    },
  )
}
