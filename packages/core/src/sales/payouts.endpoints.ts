import { endpoint } from '../http/endpoint.ts'
import type { payoutSchemas as S } from './payouts.schemas.ts'

/** One payout; a MANUAL one is issued by its seller under an Idempotency-Key (decision 990). */
export const payoutEndpoints = {
  detail: endpoint<typeof S.detail>()('GET', '/api/v1/payouts/:payoutId'),
  issue: endpoint<typeof S.issue>()('POST', '/api/v1/payouts/:payoutId/issue'),
}
