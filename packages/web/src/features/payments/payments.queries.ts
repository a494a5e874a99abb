import { queryOptions } from '@tanstack/react-query'
import type { PaymentMethod } from '@namefolio/core/sales/transaction-status'
import type {
  PayoutAccount,
  PayoutAccountInput,
  PayoutAccountList,
} from '@namefolio/core/sales/payee.contract'
import { STEP_UP_FIELD, STEP_UP_MESSAGE_KEY } from '@namefolio/core/auth/step-up'
import type { ErrorBody } from '@namefolio/core/http/error.contract'
import { SESSION_ERROR_CODES } from '@namefolio/core/http/session-error'
import { ApiError, apiGet, apiRequest } from '../../lib/api-client'

export type { PayoutAccount, PayoutAccountInput } from '@namefolio/core/sales/payee.contract'

export const paymentKeys = { accounts: ['payments', 'accounts'] as const }

export const paymentQueries = {
  accounts: () =>
    queryOptions({
      queryKey: paymentKeys.accounts,
      queryFn: ({ signal }) => apiGet<PayoutAccountList>('/api/v1/account/payments', {}, signal),
    }),
}

export const paymentCalls = {
  add: (input: PayoutAccountInput) =>
    apiRequest<PayoutAccount>('/api/v1/account/payments', { method: 'POST', body: input }),
  remove: (capId: string) =>
    apiRequest<{ capId: string; deleted: boolean }>(`/api/v1/account/payments/${capId}`, {
      method: 'DELETE',
    }),
}

/**
 * Checks the sign-in is recent enough for payout changes before the form asks for account
 * numbers (decision 853): a stale sign-in answers like the server's step-up refusal, so
 * useStepUpAction sends the user to sign in and reopens the form after, and no secret waits
 * in session storage meanwhile.
 */
export async function confirmRecentSignIn(): Promise<void> {
  const answer = await apiGet<{ valid: boolean }>('/api/auth/validate', { risk: 'high' })
  if (!answer.valid) throw stepUpRefusal()
}

function stepUpRefusal(): ApiError {
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
  return new ApiError(401, 'ForceLogin', body.error.message, body)
}

/** Methods that pay to a bank account number, and the one that pays to an e-mail address. */
export const NEEDS_ACCOUNT_NUMBER: readonly PaymentMethod[] = ['US_WIRE', 'NON_US_WIRE', 'ACH']
export const NEEDS_EMAIL: readonly PaymentMethod[] = ['PAYPAL']
