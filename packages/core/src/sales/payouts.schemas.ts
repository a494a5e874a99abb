import type { EndpointSchemas } from '../http/endpoint.ts'
import { PayoutIssueResultSchema } from './sales-actions.contract.ts'
import { PayoutParamsSchema } from './sales-requests.contract.ts'
import { PayoutDetailSchema } from './sales.contract.ts'

/**
 * The zod schemas of each `payoutEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const payoutSchemas = {
  detail: { params: PayoutParamsSchema, response: PayoutDetailSchema },
  issue: { params: PayoutParamsSchema, response: PayoutIssueResultSchema },
} satisfies Record<string, EndpointSchemas>
