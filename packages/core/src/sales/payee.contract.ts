/**
 * Payout accounts and the payee's tax profile (issue 8; spec §3 payment methods, payee and
 * transfer form fields; §7 `account/payments`, `capId`, `isPayable`, `account/tax`). The server
 * validates requests and answers with these schemas; the web client is typed by them. Numbers
 * and tax ids never come back whole: only their last four characters.
 */
import { z } from 'zod'
import { PAYMENT_METHODS, PAYOUT_MODES } from './transaction-status.ts'
import { PAYOUT_ONBOARDING_STATUSES } from './payout-account.rules.ts'
import { TAX_FORM_TYPES } from './payee.constants.ts'

const IsoTime = z.string()

export const PayoutAccountSchema = z.object({
  capId: z.string(),
  method: z.enum(PAYMENT_METHODS),
  accountName: z.string(),
  accountNumberLast4: z.string().nullable(),
  emailAddress: z.string().nullable(),
  isDefault: z.boolean(),
  isPayable: z.boolean(),
  /** Onboarding with the payout provider (issue 18, decision 1031). */
  onboardingStatus: z.enum(PAYOUT_ONBOARDING_STATUSES),
  createdAt: IsoTime,
})
export type PayoutAccount = z.infer<typeof PayoutAccountSchema>

/** `GET /api/v1/account/payments`: `sandbox` says the payout provider is the sandbox adapter. */
export const PayoutAccountListSchema = z.object({
  items: z.array(PayoutAccountSchema),
  total: z.number().int().min(0),
  sandbox: z.boolean(),
})
export type PayoutAccountList = z.infer<typeof PayoutAccountListSchema>

/** `POST /api/v1/account/payments` (and v2 `account/payment`). */
export const PayoutAccountInputSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  accountName: z.string().trim().min(1).max(100),
  accountNumber: z.string().trim().max(40).optional(),
  emailAddress: z.email().optional(),
  isDefault: z.boolean().optional(),
})
export type PayoutAccountInput = z.input<typeof PayoutAccountInputSchema>

export const TaxProfileSchema = z.object({
  formType: z.enum(TAX_FORM_TYPES),
  legalName: z.string(),
  businessName: z.string().nullable(),
  country: z.string(),
  /** ISO 3166-2 code (e.g. `US-CA`) when the payee gave one (issue 18). */
  state: z.string().nullable(),
  address: z.string(),
  taxIdLast4: z.string(),
  payoutMode: z.enum(PAYOUT_MODES),
  certifiedAt: IsoTime.nullable(),
  updatedAt: IsoTime,
})
export type TaxProfile = z.infer<typeof TaxProfileSchema>

/** `GET` and `PATCH /api/v1/account/tax` answer `{ tax }`, null before the first save. */
export const TaxProfileAnswerSchema = z.object({ tax: TaxProfileSchema.nullable() })

/** `PATCH /api/v1/account/tax`: the W-9/W-8 fields; `certify` must be true to save. */
export const TaxInputSchema = z.object({
  formType: z.enum(TAX_FORM_TYPES),
  legalName: z.string().trim().min(1).max(200),
  businessName: z.string().trim().max(200).optional(),
  /** ISO 3166-1 alpha-2; the server checks it is an assigned code (issue 18). */
  country: z.string().trim().length(2),
  /** ISO 3166-2 code of a state of `country`, optional (issue 18). */
  state: z.string().trim().max(6).optional(),
  address: z.string().trim().min(5).max(500),
  taxId: z.string().trim().min(4).max(40),
  payoutMode: z.enum(PAYOUT_MODES).optional(),
  certify: z.boolean(),
})
export type TaxInput = z.input<typeof TaxInputSchema>

/** `DELETE` and `GET .../isPayable` of `/api/v1/account/payments/{capId}`. */
export const PayoutAccountParamsSchema = z.object({ capId: z.uuid() })

/** `DELETE /api/v1/account/payments/{capId}`. */
export const PayoutAccountRemovedSchema = z.object({ capId: z.string(), deleted: z.boolean() })
export type PayoutAccountRemoved = z.infer<typeof PayoutAccountRemovedSchema>

/** `GET /api/v1/account/payments/{capId}/isPayable`. */
export const PayoutAccountPayableSchema = z.object({ capId: z.string(), isPayable: z.boolean() })
export type PayoutAccountPayable = z.infer<typeof PayoutAccountPayableSchema>

/** `PATCH /api/v1/account/payee`: how payouts are released; answers `{ tax }` as the tax routes. */
export const PayeeInputSchema = z.object({ payoutMode: z.enum(PAYOUT_MODES).optional() })
export type PayeeInput = z.input<typeof PayeeInputSchema>
