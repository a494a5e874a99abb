import { queryOptions } from '@tanstack/react-query'
import type { PaymentMethod } from '@namefolio/core/sales/transaction-status'
import type { PayoutAccountInput } from '@namefolio/core/sales/payee.contract'
import { paymentEndpoints } from '@namefolio/core/sales/payments.endpoints'
import { callEndpoint } from '../../lib/api-client'

export type { PayoutAccount, PayoutAccountInput } from '@namefolio/core/sales/payee.contract'

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
  remove: (capId: string) => callEndpoint(paymentEndpoints.remove, { params: { capId } }),
}

/** Methods that pay to a bank account number, and the one that pays to an e-mail address. */
export const NEEDS_ACCOUNT_NUMBER: readonly PaymentMethod[] = ['US_WIRE', 'NON_US_WIRE', 'ACH']
export const NEEDS_EMAIL: readonly PaymentMethod[] = ['PAYPAL']
