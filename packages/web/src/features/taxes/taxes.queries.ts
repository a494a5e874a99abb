import { queryOptions } from '@tanstack/react-query'
import { STEP_UP_FIELD, STEP_UP_MESSAGE_KEY } from '@namefolio/core/auth/step-up'
import type { ErrorBody } from '@namefolio/core/http/error.contract'
import { SESSION_ERROR_CODES } from '@namefolio/core/http/session-error'
import type { TaxInput, TaxProfile } from '@namefolio/core/sales/payee.contract'
import { ApiError, apiGet, apiRequest } from '../../lib/api-client'

export { TAX_FORM_TYPES } from '@namefolio/core/sales/payee.contract'
export type { TaxFormType, TaxInput, TaxProfile } from '@namefolio/core/sales/payee.contract'

export const taxKeys = { profile: ['taxes', 'profile'] as const }

export const taxQueries = {
  profile: () =>
    queryOptions({
      queryKey: taxKeys.profile,
      queryFn: ({ signal }) =>
        apiGet<{ tax: TaxProfile | null }>('/api/v1/account/tax', {}, signal),
    }),
}

export function saveTax(input: TaxInput) {
  return apiRequest<{ tax: TaxProfile }>('/api/v1/account/tax', { method: 'PATCH', body: input })
}

/** A W-9 tax id (SSN or EIN) has 9 digits, with or without dashes (as the server checks). */
export function isValidUsTaxId(value: string): boolean {
  return /^\d{3}-?\d{2}-?\d{4}$|^\d{2}-?\d{7}$/.test(value.replace(/\s/g, ''))
}

/** The tax id as shown: masked but for its last four characters (decision 806). */
export function maskTaxId(last4: string): string {
  return `•••-••-${last4}`
}

/**
 * Checks the sign-in is recent before the form asks for a tax id (decision 853): a stale
 * sign-in answers like the server's step-up refusal so useStepUpAction handles it.
 */
export async function confirmRecentSignIn(): Promise<void> {
  const answer = await apiGet<{ valid: boolean }>('/api/auth/validate', { risk: 'high' })
  if (answer.valid) return
  const body: ErrorBody = {
    error: {
      code: 'ForceLogin',
      message: 'Sign in again to continue.',
      fields: [
        {
          field: STEP_UP_FIELD,
          code: STEP_UP_MESSAGE_KEY,
          values: { risk: 'high', status: SESSION_ERROR_CODES.loginAgain },
        },
      ],
    },
  }
  throw new ApiError(401, 'ForceLogin', body.error.message, body)
}
