import { endpoint } from '../http/endpoint.ts'
import type { registrantStatusSchemas as S } from './registrant-status.schemas.ts'

/** The domain registrant ID status of spec §7's client actions (decision 1000). */
export const registrantStatusEndpoints = {
  get: endpoint<typeof S.get>()('GET', '/api/v1/domains/:domainName/registrant'),
}
