import { purchaseEndpoints } from '@namefolio/core/sales/purchases.endpoints'
import { purchaseSchemas } from '@namefolio/core/sales/purchases.schemas'
import { requireRole, requireUser } from '../../../http/auth.ts'
import { serveEndpoint } from '../../../http/serve-endpoint.ts'
import type { ZodApp } from '../../../http/zod-app.ts'
import { answerOnce } from '../answer-once.ts'
import { requireIdempotencyKey } from '../idempotency.ts'
import type { SalesQueries } from '../sales.queries.ts'
import type { SalesService } from '../sales.service.ts'
import { payNextInstallment, type PayNextInstallmentDeps } from './pay-next-installment.ts'

const tags = ['sales']

/** The buyer's side of purchases (issues 8, 13): the list, and what the buyer pays on a lease. */
export function registerPurchaseRoutes(
  app: ZodApp,
  deps: PayNextInstallmentDeps & { sales: SalesService; queries: SalesQueries },
): void {
  serveEndpoint(
    app,
    purchaseEndpoints.list,
    { tags, schemas: purchaseSchemas.list },
    async (request) => deps.queries.listPurchases(requireUser(request).id, request.query),
  )

  /** Every remaining installment in one charge; a repeated key replays the first answer. */
  serveEndpoint(
    app,
    purchaseEndpoints.payOff,
    { tags, schemas: purchaseSchemas.payOff },
    async (request) => {
      const user = requireUser(request)
      const key = requireIdempotencyKey(request)
      const claim = { userId: user.id, scope: 'payoff', key, body: request.params }
      return answerOnce(deps.idempotency, claim, () =>
        deps.sales.payOffLease(user.id, request.params.transactionId, key),
      )
    },
  )

  serveEndpoint(
    app,
    purchaseEndpoints.payNextInstallment,
    { tags, schemas: purchaseSchemas.payNextInstallment },
    async (request) => {
      const buyer = requireRole(request, 'buyer')
      const key = requireIdempotencyKey(request)
      return payNextInstallment(deps, buyer.id, request.params.transactionId, key)
    },
  )
}
