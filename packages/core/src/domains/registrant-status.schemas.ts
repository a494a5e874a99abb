import type { EndpointSchemas } from '../http/endpoint.ts'
import { RegistrantParamsSchema, RegistrantStatusSchema } from './registrant-status.contract.ts'

/**
 * The zod schemas of each `registrantStatusEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const registrantStatusSchemas = {
  get: { params: RegistrantParamsSchema, response: RegistrantStatusSchema },
} satisfies Record<string, EndpointSchemas>
