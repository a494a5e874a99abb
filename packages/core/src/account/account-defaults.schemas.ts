import type { EndpointSchemas } from '../http/endpoint.ts'
import {
  LeasePolicySchema,
  OwnershipReviewPageSchema,
  OwnershipReviewsQuerySchema,
  OwnershipSummarySchema,
} from './account-defaults.contract.ts'

/**
 * The zod schemas of each `accountDefaultsEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const accountDefaultsSchemas = {
  getOwnershipSummary: { response: OwnershipSummarySchema },
  listOwnershipReviews: { query: OwnershipReviewsQuerySchema, response: OwnershipReviewPageSchema },
  getLeasePolicy: { response: LeasePolicySchema },
} satisfies Record<string, EndpointSchemas>
