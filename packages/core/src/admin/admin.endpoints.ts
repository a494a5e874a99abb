import { endpoint } from '../http/endpoint.ts'
import type { AdminTransferListSchema } from '../sales/sales-actions.contract.ts'
import type {
  RejectTransferBodySchema,
  TransactionParamsSchema,
} from '../sales/sales-requests.contract.ts'
import type { TransactionDetailSchema } from '../sales/sales.contract.ts'
import type {
  AdminOverviewSchema,
  ReconcileBodySchema,
  ReconcileResultSchema,
} from './admin-overview.contract.ts'

/** The admin console's endpoints (decision 990: one contract per endpoint). */
export const adminEndpoints = {
  overview: endpoint<{ response: typeof AdminOverviewSchema }>()('GET', '/api/v1/admin/overview'),
  reconcilePayments: endpoint<{
    body: typeof ReconcileBodySchema
    response: typeof ReconcileResultSchema
  }>()('POST', '/api/v1/admin/payments/reconcile'),
  /** Transfers waiting for an admin: the registrar adapter's default (DESIGN.md §7). */
  transfers: endpoint<{ response: typeof AdminTransferListSchema }>()(
    'GET',
    '/api/v1/admin/transfers',
  ),
  confirmTransfer: endpoint<{
    params: typeof TransactionParamsSchema
    response: typeof TransactionDetailSchema
  }>()('POST', '/api/v1/admin/transactions/:transactionId/transfer/confirm'),
  rejectTransfer: endpoint<{
    params: typeof TransactionParamsSchema
    body: typeof RejectTransferBodySchema
    response: typeof TransactionDetailSchema
  }>()('POST', '/api/v1/admin/transactions/:transactionId/transfer/reject'),
}
