import { endpoint } from '../http/endpoint.ts'
import type { InstallmentPaymentSchema } from './purchases.contract.ts'
import type { PayoffResultSchema } from './sales-actions.contract.ts'
import type { PagingQuerySchema, TransactionParamsSchema } from './sales-requests.contract.ts'
import type { PurchasePageSchema } from './sales.contract.ts'

/** The buyer's purchases and what the buyer pays on a running lease (decision 990). */
export const purchaseEndpoints = {
  list: endpoint<{ query: typeof PagingQuerySchema; response: typeof PurchasePageSchema }>()(
    'GET',
    '/api/v1/purchases/domains',
  ),
  payOff: endpoint<{
    params: typeof TransactionParamsSchema
    response: typeof PayoffResultSchema
  }>()('POST', '/api/v1/purchases/leases/:transactionId/payoff'),
  payNextInstallment: endpoint<{
    params: typeof TransactionParamsSchema
    response: typeof InstallmentPaymentSchema
  }>()('POST', '/api/v1/purchases/leases/:transactionId/installments/next/pay'),
}
