import type { EndpointSchemas } from '../http/endpoint.ts'
import {
  PayeeInputSchema,
  PayoutAccountInputSchema,
  PayoutAccountListSchema,
  PayoutAccountParamsSchema,
  PayoutAccountPayableSchema,
  PayoutAccountRemovedSchema,
  PayoutAccountSchema,
  TaxProfileAnswerSchema,
} from './payee.contract.ts'

/**
 * The zod schemas of each `paymentEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const paymentSchemas = {
  accounts: { response: PayoutAccountListSchema },
  accountsV2: { response: PayoutAccountListSchema },
  add: { body: PayoutAccountInputSchema, response: PayoutAccountSchema },
  addV2: { body: PayoutAccountInputSchema, response: PayoutAccountSchema },
  remove: { params: PayoutAccountParamsSchema, response: PayoutAccountRemovedSchema },
  isPayable: { params: PayoutAccountParamsSchema, response: PayoutAccountPayableSchema },
  payee: { body: PayeeInputSchema, response: TaxProfileAnswerSchema },
} satisfies Record<string, EndpointSchemas>
