import { endpoint } from '../http/endpoint.ts'
import type { purchaseSchemas as S } from './purchases.schemas.ts'

/** The buyer's purchases and what the buyer pays on a running lease (decision 990). */
export const purchaseEndpoints = {
  list: endpoint<typeof S.list>()('GET', '/api/v1/purchases/domains'),
  payOff: endpoint<typeof S.payOff>()('POST', '/api/v1/purchases/leases/:transactionId/payoff'),
  payNextInstallment: endpoint<typeof S.payNextInstallment>()(
    'POST',
    '/api/v1/purchases/leases/:transactionId/installments/next/pay',
  ),
}
