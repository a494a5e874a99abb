import { transactionEndpoints } from '@namefolio/core/sales/sales.endpoints'
import {
  AuthCodeBodySchema,
  CancelBodySchema,
  REGISTRARS,
  RegistrarBodySchema,
  TransactionParamsSchema,
} from '@namefolio/core/sales/sales-requests.contract'
import { RegistrarListSchema, TransactionDetailSchema } from '@namefolio/core/sales/sales.contract'
import { AppError } from '../../http/app-error.ts'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { SalesQueries } from './sales.queries.ts'
import type { SalesService } from './sales.service.ts'
import { getVisibleTransaction } from './transaction-viewer.ts'

const tags = ['sales']
const params = TransactionParamsSchema
const response = TransactionDetailSchema

/** One transaction, its transfer steps (auth code, registrar push) and a cancel (spec §4). */
export function registerTransactionRoutes(
  app: ZodApp,
  deps: { sales: SalesService; queries: SalesQueries },
): void {
  const { sales, queries } = deps
  /** The seller's view of the transaction after a transfer step. */
  const sellerDetails = async (sellerId: string, id: string) =>
    queries.details(await sales.sellerTransaction(sellerId, id), 'seller')

  serveEndpoint(
    app,
    transactionEndpoints.registrars,
    { tags, schemas: { response: RegistrarListSchema } },
    async () => ({ items: REGISTRARS.map((name) => ({ name })) }),
  )

  serveEndpoint(
    app,
    transactionEndpoints.detail,
    { tags, schemas: { params, response } },
    async (request) => {
      const { transactionId } = request.params
      const { row, viewer } = await getVisibleTransaction(sales, request, transactionId)
      return queries.details(row, viewer)
    },
  )

  serveEndpoint(
    app,
    transactionEndpoints.authCode,
    { tags, schemas: { params, body: AuthCodeBodySchema, response } },
    async (request) => {
      const user = requireRole(request, 'seller')
      const { transactionId } = request.params
      await sales.provideAuthCode(user.id, transactionId, request.body.authCode)
      return sellerDetails(user.id, transactionId)
    },
  )

  serveEndpoint(
    app,
    transactionEndpoints.registrar,
    { tags, schemas: { params, body: RegistrarBodySchema, response } },
    async (request) => {
      const user = requireRole(request, 'seller')
      if (request.body.registrar === 'OTHER' && !request.body.otherRegistrarName) {
        throw new AppError('VALIDATION', 'Name the registrar.', {
          fields: [{ field: 'otherRegistrarName', code: 'transfer.otherRegistrarName.required' }],
        })
      }
      await sales.pushAtRegistrar(user.id, request.params.transactionId, request.body)
      return sellerDetails(user.id, request.params.transactionId)
    },
  )

  serveEndpoint(
    app,
    transactionEndpoints.cancel,
    { tags, schemas: { params, body: CancelBodySchema, response } },
    async (request) => {
      const { transactionId } = request.params
      const { row, viewer, user } = await getVisibleTransaction(sales, request, transactionId)
      if (viewer === 'seller') throw new AppError('FORBIDDEN', 'Ask support to cancel a sale.')
      await sales.cancel(row.id, { role: viewer, id: user.id }, request.body.reason)
      return queries.details(await sales.getTransaction(row.id), viewer)
    },
  )
}
