import type { EndpointSchemas } from '../http/endpoint.ts'
import { PayoutAccountParamsSchema, PayoutAccountSchema } from './payee.contract.ts'
import {
  PayoutAccountEditSchema,
  PayoutOnboardingUrlSchema,
} from './payout-account-edit.contract.ts'

/**
 * The zod schemas of each `payoutAccountEditEndpoints` entry, as values (decision 1230): the server
 * registers its routes with them; the endpoint table reads them by type only (zod stays out of
 * the web bundle).
 */
export const payoutAccountEditSchemas = {
  edit: { body: PayoutAccountEditSchema, response: PayoutAccountSchema },
  onboardingUrl: { params: PayoutAccountParamsSchema, response: PayoutOnboardingUrlSchema },
} satisfies Record<string, EndpointSchemas>
