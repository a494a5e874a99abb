import type { EndpointSchemas } from '../http/endpoint.ts'
import { AccountDataSchema } from './account.contract.ts'

/**
 * The zod schemas of each `accountEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const accountSchemas = {
  data: { response: AccountDataSchema },
} satisfies Record<string, EndpointSchemas>
