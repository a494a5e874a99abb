import { endpoint } from '../http/endpoint.ts'
import type { AccountDataSchema } from './account.contract.ts'

/** The signed-in person's account (decision 990). */
export const accountEndpoints = {
  data: endpoint<{ response: typeof AccountDataSchema }>()('GET', '/api/v1/account/data'),
}
