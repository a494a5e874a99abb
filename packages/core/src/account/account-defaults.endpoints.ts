import { endpoint } from '../http/endpoint.ts'
import type { accountDefaultsSchemas as S } from './account-defaults.schemas.ts'

/**
 * The account defaults pages' own reads (issue 18). The default lander itself is
 * `domainIntakeEndpoints.getAccountLander`/`saveAccountLander`; the verification record and
 * claims are `domainIntakeEndpoints.getVerificationTxt`/`listVerifications`/`checkVerifications`.
 */
export const accountDefaultsEndpoints = {
  getOwnershipSummary: endpoint<typeof S.getOwnershipSummary>()('GET', '/api/v1/account/ownership'),
  listOwnershipReviews: endpoint<typeof S.listOwnershipReviews>()(
    'GET',
    '/api/v1/account/ownership/reviews',
  ),
  getLeasePolicy: endpoint<typeof S.getLeasePolicy>()('GET', '/api/v1/account/lto/policy'),
}
