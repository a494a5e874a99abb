import type {
  AccountLanderPatchSchema,
  AccountLanderSchema,
} from '../account/account-defaults.contract.ts'
import { endpoint } from '../http/endpoint.ts'
import type {
  AddDomainsInputSchema,
  AddDomainsResultSchema,
  DomainListInputSchema,
  ListUploadsQuerySchema,
  ListVerificationsQuerySchema,
  ReviewDomainsResultSchema,
  UploadJobPageSchema,
  UploadJobParamsSchema,
  UploadJobSchema,
  VerificationListSchema,
  VerificationNamesInputSchema,
  VerificationPageSchema,
  VerificationTxtSchema,
} from './domain-intake.contract.ts'

type UploadJobEndpoint = {
  params: typeof UploadJobParamsSchema
  response: typeof UploadJobSchema
}
type VerificationNames = {
  body: typeof VerificationNamesInputSchema
  response: typeof VerificationListSchema
}

/**
 * Adding domains: the account's default lander, the paste-a-list flow, file uploads (the
 * multipart upload itself and the CSV of refused lines stay plain routes) and DNS ownership
 * verification (spec §4, §7; decision 990).
 */
export const domainIntakeEndpoints = {
  getAccountLander: endpoint<{ response: typeof AccountLanderSchema }>()(
    'GET',
    '/api/v1/account/lander',
  ),
  saveAccountLander: endpoint<{
    body: typeof AccountLanderPatchSchema
    response: typeof AccountLanderSchema
  }>()('PATCH', '/api/v1/account/lander'),
  reviewDomains: endpoint<{
    body: typeof DomainListInputSchema
    response: typeof ReviewDomainsResultSchema
  }>()('POST', '/api/v2/domains/add/review'),
  addDomains: endpoint<{
    body: typeof AddDomainsInputSchema
    response: typeof AddDomainsResultSchema
  }>()('POST', '/api/v2/domains/add'),
  listUploads: endpoint<{
    query: typeof ListUploadsQuerySchema
    response: typeof UploadJobPageSchema
  }>()('GET', '/api/v2/domains/uploads'),
  getUpload: endpoint<UploadJobEndpoint>()('GET', '/api/v2/domains/uploads/:jobId'),
  cancelUpload: endpoint<UploadJobEndpoint>()('PATCH', '/api/v2/domains/uploads/:jobId/cancel'),
  getVerificationTxt: endpoint<{ response: typeof VerificationTxtSchema }>()(
    'GET',
    '/api/v1/account/verificationTxt',
  ),
  listVerifications: endpoint<{
    query: typeof ListVerificationsQuerySchema
    response: typeof VerificationPageSchema
  }>()('GET', '/api/v1/domains/verifications'),
  claimVerifications: endpoint<VerificationNames>()('POST', '/api/v1/domains/verifications'),
  checkVerifications: endpoint<VerificationNames>()('POST', '/api/v1/domains/verificationStatus'),
}
