import { endpoint } from '../http/endpoint.ts'
import type { TransactionParamsSchema } from './sales-requests.contract.ts'
import type {
  DomainTransactionParamsSchema,
  DomainTransactionSchema,
  RegistrarInstructionsSchema,
  RegistrarParamsSchema,
  SalesByPeriodQuerySchema,
  SalesByPeriodSchema,
  TransactionMessageBodySchema,
  TransactionMessageListSchema,
} from './transaction-extras.contract.ts'

type Tx = typeof TransactionParamsSchema
type Messages = typeof TransactionMessageListSchema

/** The rest of spec §7's transaction calls (issue 18; decision 990: one contract each). */
export const transactionExtrasEndpoints = {
  sendMessage: endpoint<{
    params: Tx
    body: typeof TransactionMessageBodySchema
    response: Messages
  }>()('PATCH', '/api/v1/transactions/:transactionId/message'),
  messages: endpoint<{ params: Tx; response: Messages }>()(
    'GET',
    '/api/v1/transactions/:transactionId/messages',
  ),
  registrarInstructions: endpoint<{
    params: typeof RegistrarParamsSchema
    response: typeof RegistrarInstructionsSchema
  }>()('GET', '/api/v1/transactions/registrar/:registrarName'),
  domainTransaction: endpoint<{
    params: typeof DomainTransactionParamsSchema
    response: typeof DomainTransactionSchema
  }>()('GET', '/api/v1/domains/:domainName/transaction'),
  salesByPeriod: endpoint<{
    query: typeof SalesByPeriodQuerySchema
    response: typeof SalesByPeriodSchema
  }>()('GET', '/api/v2/stats/sales'),
}
