import { endpoint } from '../http/endpoint.ts'
import type { taxSchemas as S } from './taxes.schemas.ts'

/** The payee's tax profile (W-9/W-8); saving needs a recent sign-in (decision 990). */
export const taxEndpoints = {
  profile: endpoint<typeof S.profile>()('GET', '/api/v1/account/tax'),
  save: endpoint<typeof S.save>()('PATCH', '/api/v1/account/tax'),
}
