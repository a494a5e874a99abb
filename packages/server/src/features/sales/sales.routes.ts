import { salesEndpoints } from '@namefolio/core/sales/sales.endpoints'
import {
  SaleParamsSchema,
  SoldListQuerySchema,
} from '@namefolio/core/sales/sales-requests.contract'
import {
  SalePageSchema,
  SalesDashboardSchema,
  TransactionDetailSchema,
} from '@namefolio/core/sales/sales.contract'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { SalesClock } from './sales-clock.ts'
import type { SalesQueries } from './sales.queries.ts'
import type { SalesService } from './sales.service.ts'

const tags = ['sales']

/** The seller's sold view, one sale's details and the sales dashboard (spec §3, §7). */
export function registerSalesRoutes(
  app: ZodApp,
  deps: { sales: SalesService; queries: SalesQueries; clock: SalesClock },
): void {
  const { sales, queries } = deps

  serveEndpoint(
    app,
    salesEndpoints.list,
    { tags, schemas: { query: SoldListQuerySchema, response: SalePageSchema } },
    async (request) => {
      const user = requireRole(request, 'seller')
      const q = request.query
      const order = q.order ?? (q.sort === 'saleDate' ? 'desc' : 'asc')
      return queries.listSales(user.id, { ...q, order })
    },
  )

  serveEndpoint(
    app,
    salesEndpoints.saleDetails,
    { tags, schemas: { params: SaleParamsSchema, response: TransactionDetailSchema } },
    async (request) => {
      const user = requireRole(request, 'seller')
      const row = await sales.sellerTransaction(user.id, request.params.saleId)
      return queries.details(row, 'seller')
    },
  )

  serveEndpoint(
    app,
    salesEndpoints.dashboard,
    { tags: ['stats'], schemas: { response: SalesDashboardSchema } },
    async (request) => {
      const user = requireRole(request, 'seller')
      return queries.dashboard(user.id, deps.clock.now())
    },
  )
}
