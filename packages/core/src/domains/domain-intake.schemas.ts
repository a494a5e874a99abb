import type { EndpointSchemas } from '../http/endpoint.ts'
import {
  AccountLanderPatchSchema,
  AccountLanderSchema,
} from '../account/account-defaults.contract.ts'
import {
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

const uploadJobEndpoint = { params: UploadJobParamsSchema, response: UploadJobSchema }
const verificationNames = { body: VerificationNamesInputSchema, response: VerificationListSchema }

/**
 * The zod schemas of each `domainIntakeEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const domainIntakeSchemas = {
  getAccountLander: { response: AccountLanderSchema },
  saveAccountLander: { body: AccountLanderPatchSchema, response: AccountLanderSchema },
  reviewDomains: { body: DomainListInputSchema, response: ReviewDomainsResultSchema },
  addDomains: { body: AddDomainsInputSchema, response: AddDomainsResultSchema },
  listUploads: { query: ListUploadsQuerySchema, response: UploadJobPageSchema },
  getUpload: uploadJobEndpoint,
  cancelUpload: uploadJobEndpoint,
  getVerificationTxt: { response: VerificationTxtSchema },
  listVerifications: { query: ListVerificationsQuerySchema, response: VerificationPageSchema },
  claimVerifications: verificationNames,
  checkVerifications: verificationNames,
} satisfies Record<string, EndpointSchemas>
