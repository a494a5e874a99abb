import { endpoint } from '../http/endpoint.ts'
import type { parkingPaymentsSchemas as S } from './parking-payments.schemas.ts'

/**
 * The two parking payment endpoints of spec §7 (decision 533): `:provider` is the payout
 * provider's name; an unknown provider answers 404.
 */
export const parkingPaymentsEndpoints = {
  summary: endpoint<typeof S.summary>()('GET', '/api/v1/account/payments/:provider/parking'),
  info: endpoint<typeof S.info>()('GET', '/api/v1/account/payments/:provider/parking/info'),
}
