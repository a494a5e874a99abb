import { describe, expect, it } from 'vitest'
import { changesPayoutDestination, payoutEditProblems } from './payout-account.rules.ts'

// Spec §3 "Payee info fields: AccountName, AccountNumber, EmailAddress"; issue 18 (edit a
// payout account) and decision 1030: only the fields sent are checked and changed.
describe('payoutEditProblems (spec §3 payee info fields)', () => {
  it.each([
    ['nothing sent is nothing wrong', 'ACH', {}, []],
    ['a new name', 'ACH', { accountName: 'Dana Seller' }, []],
    ['a blank name is refused', 'ACH', { accountName: '  ' }, ['accountName']],
    ['a bank number of 4 to 40 characters', 'US_WIRE', { accountNumber: 'DE89 3704' }, []],
    ['a bank number too short', 'ACH', { accountNumber: '12' }, ['accountNumber']],
    ['a bank number with symbols', 'NON_US_WIRE', { accountNumber: '12;34' }, ['accountNumber']],
    [
      'a number for PayPal, which pays an e-mail',
      'PAYPAL',
      { accountNumber: '123456' },
      ['accountNumber'],
    ],
    ['an e-mail address', 'PAYPAL', { emailAddress: 'dana@example.com' }, []],
    ['not an e-mail address', 'PAYPAL', { emailAddress: 'dana@' }, ['emailAddress']],
    [
      'every problem at once',
      'ACH',
      { accountName: '', accountNumber: 'x', emailAddress: 'nope' },
      ['accountName', 'accountNumber', 'emailAddress'],
    ],
  ] as const)('%s', (_case, method, edit, fields) => {
    expect(payoutEditProblems(method, edit).map((p) => p.field)).toEqual(fields)
  })
})

describe('changesPayoutDestination (decision 1031: where money goes needs onboarding again)', () => {
  it.each([
    ['a new name only', 'ACH', null, { accountName: 'New' }, false],
    ['a new bank number', 'ACH', null, { accountNumber: '99998888' }, true],
    ['a new PayPal address', 'PAYPAL', 'a@example.com', { emailAddress: 'b@example.com' }, true],
    [
      'the same PayPal address, other case',
      'PAYPAL',
      'a@example.com',
      { emailAddress: 'A@Example.com' },
      false,
    ],
    [
      'a contact e-mail on a wire account',
      'US_WIRE',
      null,
      { emailAddress: 'b@example.com' },
      false,
    ],
  ] as const)('%s: %s', (_case, method, email, edit, expected) => {
    expect(changesPayoutDestination(method, { emailAddress: email }, edit)).toBe(expected)
  })
})
