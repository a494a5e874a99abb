import { endpoint } from '../http/endpoint.ts'
import type {
  AuthCodeBodySchema,
  CancelBodySchema,
  LeasedListQuerySchema,
  RegistrarBodySchema,
  SaleParamsSchema,
  SoldListQuerySchema,
  TransactionParamsSchema,
} from './sales-requests.contract.ts'
import type { RelistResultSchema } from './sales-actions.contract.ts'
import type {
  LeasedPageSchema,
  RegistrarListSchema,
  SalePageSchema,
  SalesDashboardSchema,
  TransactionDetailSchema,
} from './sales.contract.ts'

type Tx = typeof TransactionParamsSchema
type Detail = typeof TransactionDetailSchema

/** The seller's sales, leases and transfer steps (decision 990: one contract per endpoint). */
export const salesEndpoints = {
  list: endpoint<{ query: typeof SoldListQuerySchema; response: typeof SalePageSchema }>()(
    'GET',
    '/api/v1/sales',
  ),
  saleDetails: endpoint<{ params: typeof SaleParamsSchema; response: Detail }>()(
    'GET',
    '/api/v1/sales/:saleId/details',
  ),
  dashboard: endpoint<{ response: typeof SalesDashboardSchema }>()(
    'GET',
    '/api/v1/stats/sales/dashboard',
  ),
}

/** One transaction, as its seller, buyer or an admin sees it, and the seller's lease list. */
export const transactionEndpoints = {
  leased: endpoint<{ query: typeof LeasedListQuerySchema; response: typeof LeasedPageSchema }>()(
    'GET',
    '/api/v1/transactions/leased',
  ),
  lease: endpoint<{ params: Tx; response: Detail }>()(
    'GET',
    '/api/v1/transactions/leased/:transactionId',
  ),
  relist: endpoint<{ params: Tx; response: typeof RelistResultSchema }>()(
    'POST',
    '/api/v1/transactions/leased/:transactionId/relist',
  ),
  registrars: endpoint<{ response: typeof RegistrarListSchema }>()(
    'GET',
    '/api/v1/transactions/registrars',
  ),
  detail: endpoint<{ params: Tx; response: Detail }>()(
    'GET',
    '/api/v1/transactions/:transactionId',
  ),
  authCode: endpoint<{ params: Tx; body: typeof AuthCodeBodySchema; response: Detail }>()(
    'PATCH',
    '/api/v1/transactions/:transactionId/transfer/authCode',
  ),
  registrar: endpoint<{ params: Tx; body: typeof RegistrarBodySchema; response: Detail }>()(
    'PATCH',
    '/api/v1/transactions/:transactionId/transfer/registrar',
  ),
  cancel: endpoint<{ params: Tx; body: typeof CancelBodySchema; response: Detail }>()(
    'POST',
    '/api/v1/transactions/:transactionId/cancel',
  ),
}
