import { z } from 'zod'
import { InstallmentPaymentSchema } from '@namefolio/core/sales/purchases.contract'
import { requireRole } from '../../../http/auth.ts'
import type { ZodApp } from '../../../http/zod-app.ts'
import { requireIdempotencyKey } from '../idempotency.ts'
import { payNextInstallment, type PayNextInstallmentDeps } from './pay-next-installment.ts'

const tags = ['sales']
const TxParams = z.object({ transactionId: z.uuid() })

/** The buyer's side of purchases (issue 13): what the buyer pays on a running lease. */
export function registerPurchaseRoutes(app: ZodApp, deps: PayNextInstallmentDeps): void {
  app.post(
    '/api/v1/purchases/leases/:transactionId/installments/next/pay',
    { schema: { tags, params: TxParams, response: { 200: InstallmentPaymentSchema } } },
    async (request) => {
      const buyer = requireRole(request, 'buyer')
      const key = requireIdempotencyKey(request)
      return payNextInstallment(deps, buyer.id, request.params.transactionId, key)
    },
  )
}
