import { endpoint } from '../http/endpoint.ts'
import type {
  LeasePolicySchema,
  OwnershipReviewPageSchema,
  OwnershipReviewsQuerySchema,
  OwnershipSummarySchema,
} from './account-defaults.contract.ts'

/**
 * The account defaults pages' own reads (issue 18). The default lander itself is
 * `domainIntakeEndpoints.getAccountLander`/`saveAccountLander`; the verification record and
 * claims are `domainIntakeEndpoints.getVerificationTxt`/`listVerifications`/`checkVerifications`.
 */
export const accountDefaultsEndpoints = {
  getOwnershipSummary: endpoint<{ response: typeof OwnershipSummarySchema }>()(
    'GET',
    '/api/v1/account/ownership',
  ),
  listOwnershipReviews: endpoint<{
    query: typeof OwnershipReviewsQuerySchema
    response: typeof OwnershipReviewPageSchema
  }>()('GET', '/api/v1/account/ownership/reviews'),
  getLeasePolicy: endpoint<{ response: typeof LeasePolicySchema }>()(
    'GET',
    '/api/v1/account/lto/policy',
  ),
}
