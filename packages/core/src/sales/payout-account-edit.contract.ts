/**
 * Editing a payout account and its onboarding with the payout provider (issue 18; spec §7
 * "GET, POST, PATCH v1/account/payments", "GET v1/account/payments/url/{capId}"; decisions
 * 1030 and 1031).
 */
import { z } from 'zod'
import { PAYOUT_ONBOARDING_STATUSES } from './payout-account.rules.ts'

/**
 * `PATCH /api/v1/account/payments`: the account is named by `capId` in the body; a field left
 * out keeps its value. The method is not editable (a new method is a new account); the account
 * number is sent whole only when it changes. `isDefault: true` makes it the default account.
 */
export const PayoutAccountEditSchema = z.object({
  capId: z.uuid(),
  accountName: z.string().trim().max(100).optional(),
  accountNumber: z.string().trim().max(40).optional(),
  emailAddress: z.string().trim().max(254).optional(),
  isDefault: z.boolean().optional(),
})
export type PayoutAccountEdit = z.input<typeof PayoutAccountEditSchema>

/** `GET /api/v1/account/payments/url/{capId}`: where the seller completes onboarding. */
export const PayoutOnboardingUrlSchema = z.object({
  capId: z.string(),
  url: z.string(),
  sandbox: z.boolean(),
  onboardingStatus: z.enum(PAYOUT_ONBOARDING_STATUSES),
})
export type PayoutOnboardingUrl = z.infer<typeof PayoutOnboardingUrlSchema>
