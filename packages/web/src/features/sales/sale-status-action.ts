import type { TransactionStatus } from '@namefolio/core/sales/transaction-status'

/**
 * The one status-driven action of a sold domain (spec §4 "Sold-domain status actions"):
 * awaiting the auth code gives the auth-code form, awaiting the transfer of ownership gives
 * the transfer form, anything else gives "see status" (the sale's details).
 */
export type SaleStatusAction = 'authCode' | 'transfer' | 'seeStatus'

export function saleStatusActionOf(status: TransactionStatus): SaleStatusAction {
  if (status === 'AWAITING_AUTH_CODE') return 'authCode'
  if (status === 'AWAITING_TRANSFER_OWNERSHIP') return 'transfer'
  return 'seeStatus'
}

/** An auth code as registrars issue them: 4 to 128 characters, no spaces inside. */
export const AUTH_CODE_MIN_LENGTH = 4
export const AUTH_CODE_MAX_LENGTH = 128

export type AuthCodeProblem = 'required' | 'tooShort' | 'tooLong' | 'spaces'

export function findAuthCodeProblem(value: string): AuthCodeProblem | null {
  const code = value.trim()
  if (code === '') return 'required'
  if (/\s/.test(code)) return 'spaces'
  if (code.length < AUTH_CODE_MIN_LENGTH) return 'tooShort'
  if (code.length > AUTH_CODE_MAX_LENGTH) return 'tooLong'
  return null
}
