import { endpoint } from '../http/endpoint.ts'
import type { payoutAccountEditSchemas as S } from './payout-account-edit.schemas.ts'

/** Editing a payout account and the provider's onboarding URL for it (issue 18). */
export const payoutAccountEditEndpoints = {
  edit: endpoint<typeof S.edit>()('PATCH', '/api/v1/account/payments'),
  onboardingUrl: endpoint<typeof S.onboardingUrl>()('GET', '/api/v1/account/payments/url/:capId'),
}
