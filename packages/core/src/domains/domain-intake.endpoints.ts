import { endpoint } from '../http/endpoint.ts'
import type { domainIntakeSchemas as S } from './domain-intake.schemas.ts'

/**
 * Adding domains: the account's default lander, the paste-a-list flow, file uploads (the
 * multipart upload itself and the CSV of refused lines stay plain routes) and DNS ownership
 * verification (spec §4, §7; decision 990).
 */
export const domainIntakeEndpoints = {
  getAccountLander: endpoint<typeof S.getAccountLander>()('GET', '/api/v1/account/lander'),
  saveAccountLander: endpoint<typeof S.saveAccountLander>()('PATCH', '/api/v1/account/lander'),
  reviewDomains: endpoint<typeof S.reviewDomains>()('POST', '/api/v2/domains/add/review'),
  addDomains: endpoint<typeof S.addDomains>()('POST', '/api/v2/domains/add'),
  listUploads: endpoint<typeof S.listUploads>()('GET', '/api/v2/domains/uploads'),
  getUpload: endpoint<typeof S.getUpload>()('GET', '/api/v2/domains/uploads/:jobId'),
  cancelUpload: endpoint<typeof S.cancelUpload>()('PATCH', '/api/v2/domains/uploads/:jobId/cancel'),
  getVerificationTxt: endpoint<typeof S.getVerificationTxt>()(
    'GET',
    '/api/v1/account/verificationTxt',
  ),
  listVerifications: endpoint<typeof S.listVerifications>()('GET', '/api/v1/domains/verifications'),
  claimVerifications: endpoint<typeof S.claimVerifications>()(
    'POST',
    '/api/v1/domains/verifications',
  ),
  checkVerifications: endpoint<typeof S.checkVerifications>()(
    'POST',
    '/api/v1/domains/verificationStatus',
  ),
}
