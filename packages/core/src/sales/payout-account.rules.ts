import type { PaymentMethod } from './transaction-status.ts'

/**
 * Payout account rules shared by the server and the portal (spec §3 "Payee info fields:
 * AccountName, AccountNumber, EmailAddress"; issue 18, decisions 1030 and 1031).
 */

/** Where a payout account stands with the payout provider's onboarding (decision 1031). */
export const PAYOUT_ONBOARDING_STATUSES = ['NOT_STARTED', 'PENDING', 'VERIFIED'] as const
export type PayoutOnboardingStatus = (typeof PAYOUT_ONBOARDING_STATUSES)[number]

/** Methods paid to a bank or gift account number, and the one paid to an e-mail address. */
export const NEEDS_ACCOUNT_NUMBER: readonly PaymentMethod[] = [
  'US_WIRE',
  'NON_US_WIRE',
  'ACH',
  'GAG',
]
export const NEEDS_EMAIL: readonly PaymentMethod[] = ['PAYPAL']

const ACCOUNT_NUMBER = /^[\w -]{4,40}$/
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

export type PayoutAccountField = 'accountName' | 'accountNumber' | 'emailAddress'
export type PayoutAccountProblem = { field: PayoutAccountField; code: string }

/**
 * What is wrong with an edit of a payout account, as field + message key. Fields left out
 * (undefined) keep their current value, so only the fields sent are checked.
 */
export function payoutEditProblems(
  method: PaymentMethod,
  edit: {
    accountName?: string | undefined
    accountNumber?: string | undefined
    emailAddress?: string | undefined
  },
): PayoutAccountProblem[] {
  const problems: PayoutAccountProblem[] = []
  if (edit.accountName !== undefined && edit.accountName.trim() === '') {
    problems.push({ field: 'accountName', code: 'payments.error.accountName' })
  }
  if (edit.accountNumber !== undefined) {
    if (!NEEDS_ACCOUNT_NUMBER.includes(method)) {
      problems.push({ field: 'accountNumber', code: 'accountPayments.error.numberNotUsed' })
    } else if (!ACCOUNT_NUMBER.test(edit.accountNumber.trim())) {
      problems.push({ field: 'accountNumber', code: 'payments.accountNumber.required' })
    }
  }
  if (edit.emailAddress !== undefined && !EMAIL.test(edit.emailAddress.trim())) {
    problems.push({ field: 'emailAddress', code: 'payments.error.email' })
  }
  return problems
}

/**
 * Whether an edit changes where the money goes: a new account number, or a new e-mail address
 * for a method paid by e-mail. Such an edit needs the provider's onboarding again.
 */
export function changesPayoutDestination(
  method: PaymentMethod,
  current: { emailAddress: string | null },
  edit: {
    accountName?: string | undefined
    accountNumber?: string | undefined
    emailAddress?: string | undefined
  },
): boolean {
  if (edit.accountNumber !== undefined && NEEDS_ACCOUNT_NUMBER.includes(method)) return true
  return (
    edit.emailAddress !== undefined &&
    NEEDS_EMAIL.includes(method) &&
    edit.emailAddress.trim().toLowerCase() !== (current.emailAddress ?? '').toLowerCase()
  )
}
