import type { EndpointSchemas } from '../http/endpoint.ts'
import { InstallmentPaymentSchema } from './purchases.contract.ts'
import { PayoffResultSchema } from './sales-actions.contract.ts'
import { PagingQuerySchema, TransactionParamsSchema } from './sales-requests.contract.ts'
import { PurchasePageSchema } from './sales.contract.ts'

/**
 * The zod schemas of each `purchaseEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const purchaseSchemas = {
  list: { query: PagingQuerySchema, response: PurchasePageSchema },
  payOff: { params: TransactionParamsSchema, response: PayoffResultSchema },
  payNextInstallment: { params: TransactionParamsSchema, response: InstallmentPaymentSchema },
} satisfies Record<string, EndpointSchemas>
