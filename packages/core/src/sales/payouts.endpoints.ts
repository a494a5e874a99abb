import { endpoint } from '../http/endpoint.ts'
import type { PayoutIssueResultSchema } from './sales-actions.contract.ts'
import type { PayoutParamsSchema } from './sales-requests.contract.ts'
import type { PayoutDetailSchema } from './sales.contract.ts'

/** One payout; a MANUAL one is issued by its seller under an Idempotency-Key (decision 990). */
export const payoutEndpoints = {
  detail: endpoint<{ params: typeof PayoutParamsSchema; response: typeof PayoutDetailSchema }>()(
    'GET',
    '/api/v1/payouts/:payoutId',
  ),
  issue: endpoint<{
    params: typeof PayoutParamsSchema
    response: typeof PayoutIssueResultSchema
  }>()('POST', '/api/v1/payouts/:payoutId/issue'),
}
