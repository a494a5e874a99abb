import { endpoint } from '../http/endpoint.ts'
import type { PayoutAccountParamsSchema, PayoutAccountSchema } from './payee.contract.ts'
import type {
  PayoutAccountEditSchema,
  PayoutOnboardingUrlSchema,
} from './payout-account-edit.contract.ts'

/** Editing a payout account and the provider's onboarding URL for it (issue 18). */
export const payoutAccountEditEndpoints = {
  edit: endpoint<{ body: typeof PayoutAccountEditSchema; response: typeof PayoutAccountSchema }>()(
    'PATCH',
    '/api/v1/account/payments',
  ),
  onboardingUrl: endpoint<{
    params: typeof PayoutAccountParamsSchema
    response: typeof PayoutOnboardingUrlSchema
  }>()('GET', '/api/v1/account/payments/url/:capId'),
}
