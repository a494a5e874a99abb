import type { EndpointSchemas } from '../http/endpoint.ts'
import { AccountPrivacyPatchSchema, AccountPrivacySchema } from './privacy.contract.ts'

/**
 * The zod schemas of each `accountPrivacyEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const accountPrivacySchemas = {
  get: { response: AccountPrivacySchema },
  update: { body: AccountPrivacyPatchSchema, response: AccountPrivacySchema },
} satisfies Record<string, EndpointSchemas>
