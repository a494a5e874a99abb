import type { EndpointSchemas } from '../http/endpoint.ts'
import { TaxInputSchema, TaxProfileAnswerSchema } from './payee.contract.ts'

/**
 * The zod schemas of each `taxEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const taxSchemas = {
  profile: { response: TaxProfileAnswerSchema },
  save: { body: TaxInputSchema, response: TaxProfileAnswerSchema },
} satisfies Record<string, EndpointSchemas>
