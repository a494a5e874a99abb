import { queryOptions } from '@tanstack/react-query'
import type { PayoutAccountInput } from '@namefolio/core/sales/payee.contract'
import type { PayoutAccountEdit } from '@namefolio/core/sales/payout-account-edit.contract'
import { payoutAccountEditEndpoints } from '@namefolio/core/sales/payout-account-edit.endpoints'
import { paymentEndpoints } from '@namefolio/core/sales/payments.endpoints'
import { callEndpoint } from '../../lib/api-client'

export type { PayoutAccount, PayoutAccountInput } from '@namefolio/core/sales/payee.contract'
export type { PayoutAccountEdit } from '@namefolio/core/sales/payout-account-edit.contract'
/** Methods that pay to an account number, and the one that pays to an e-mail address. */
export { NEEDS_ACCOUNT_NUMBER, NEEDS_EMAIL } from '@namefolio/core/sales/payout-account.rules'

export const paymentKeys = { accounts: ['payments', 'accounts'] as const }

export const paymentQueries = {
  accounts: () =>
    queryOptions({
      queryKey: paymentKeys.accounts,
      queryFn: ({ signal }) => callEndpoint(paymentEndpoints.accounts, {}, { signal }),
    }),
}

export const paymentCalls = {
  add: (input: PayoutAccountInput) => callEndpoint(paymentEndpoints.add, { body: input }),
  edit: (input: PayoutAccountEdit) =>
    callEndpoint(payoutAccountEditEndpoints.edit, { body: input }),
  onboardingUrl: (capId: string) =>
    callEndpoint(payoutAccountEditEndpoints.onboardingUrl, { params: { capId } }),
  remove: (capId: string) => callEndpoint(paymentEndpoints.remove, { params: { capId } }),
}
