import type { EndpointSchemas } from '../http/endpoint.ts'
import { StatementPageSchema } from './sales.contract.ts'

/**
 * The zod schemas of each `statementEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const statementSchemas = {
  list: { response: StatementPageSchema },
} satisfies Record<string, EndpointSchemas>
