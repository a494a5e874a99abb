import { TRANSACTION_STATUSES } from '@namefolio/core/sales/transaction-status'
import { describe, expect, it } from 'vitest'
import { findAuthCodeProblem, saleStatusActionOf } from './sale-status-action'

describe('sold-domain status action — spec §4', () => {
  it('awaiting the auth code gives the auth action', () => {
    expect(saleStatusActionOf('AWAITING_AUTH_CODE')).toBe('authCode')
  })
  it('awaiting the transfer of ownership gives the transfer action', () => {
    expect(saleStatusActionOf('AWAITING_TRANSFER_OWNERSHIP')).toBe('transfer')
  })
  it.each(
    TRANSACTION_STATUSES.filter(
      (s) => s !== 'AWAITING_AUTH_CODE' && s !== 'AWAITING_TRANSFER_OWNERSHIP',
    ),
  )('%s gives see status', (status) => {
    expect(saleStatusActionOf(status)).toBe('seeStatus')
  })
})

describe('auth code checks', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'tooShort'],
    ['a b c d', 'spaces'],
    ['x'.repeat(129), 'tooLong'],
    [' EPP-1234 ', null],
  ])('%j → %s', (value, problem) => {
    expect(findAuthCodeProblem(value)).toBe(problem)
  })
})
