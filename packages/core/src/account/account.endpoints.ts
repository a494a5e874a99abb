import { endpoint } from '../http/endpoint.ts'
import type { accountSchemas as S } from './account.schemas.ts'

/** The signed-in person's account (decision 990). */
export const accountEndpoints = {
  data: endpoint<typeof S.data>()('GET', '/api/v1/account/data'),
}
