import type { EndpointSchemas } from '../http/endpoint.ts'
import { TransactionParamsSchema } from './sales-requests.contract.ts'
import {
  DomainTransactionParamsSchema,
  DomainTransactionSchema,
  RegistrarInstructionsSchema,
  RegistrarParamsSchema,
  SalesByPeriodQuerySchema,
  SalesByPeriodSchema,
  TransactionMessageBodySchema,
  TransactionMessageListSchema,
} from './transaction-extras.contract.ts'

/**
 * The zod schemas of each `transactionExtrasEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const transactionExtrasSchemas = {
  sendMessage: {
    params: TransactionParamsSchema,
    body: TransactionMessageBodySchema,
    response: TransactionMessageListSchema,
  },
  messages: { params: TransactionParamsSchema, response: TransactionMessageListSchema },
  registrarInstructions: { params: RegistrarParamsSchema, response: RegistrarInstructionsSchema },
  domainTransaction: { params: DomainTransactionParamsSchema, response: DomainTransactionSchema },
  salesByPeriod: { query: SalesByPeriodQuerySchema, response: SalesByPeriodSchema },
} satisfies Record<string, EndpointSchemas>
