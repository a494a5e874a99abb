import { endpoint } from '../http/endpoint.ts'
import type {
  RegistrantParamsSchema,
  RegistrantStatusSchema,
} from './registrant-status.contract.ts'

/** The domain registrant ID status of spec §7's client actions (decision 1000). */
export const registrantStatusEndpoints = {
  get: endpoint<{
    params: typeof RegistrantParamsSchema
    response: typeof RegistrantStatusSchema
  }>()('GET', '/api/v1/domains/:domainName/registrant'),
}
