import { describe, expect, it } from 'vitest'
import {
  PayoutAccountInputSchema,
  PayoutAccountListSchema,
  TaxInputSchema,
  TaxProfileAnswerSchema,
} from './payee.contract.ts'

const W9 = {
  formType: 'W9',
  legalName: 'Dana Seller',
  country: 'US',
  address: '1 Main St, Springfield',
  taxId: '123-45-6789',
  certify: true,
}

describe('payout accounts (spec §3 payment methods, §7 account/payments)', () => {
  it.each([
    [
      'a PayPal account by e-mail',
      { method: 'PAYPAL', accountName: 'Dana', emailAddress: 'd@example.com' },
      true,
    ],
    [
      'a wire with its number',
      { method: 'US_WIRE', accountName: 'Dana', accountNumber: '000123456789' },
      true,
    ],
    ['a method the spec does not list', { method: 'CHEQUE', accountName: 'Dana' }, false],
    ['an empty account name (trimmed)', { method: 'PAYPAL', accountName: '   ' }, false],
    [
      'an account number over 40 characters',
      { method: 'ACH', accountName: 'Dana', accountNumber: '1'.repeat(41) },
      false,
    ],
    [
      'a malformed e-mail',
      { method: 'PAYPAL', accountName: 'Dana', emailAddress: 'not-mail' },
      false,
    ],
  ])('%s: accepted %s', (_case, input, ok) => {
    expect(PayoutAccountInputSchema.safeParse(input).success).toBe(ok)
  })

  it('answers only the last four of a number, and whether the account can be paid', () => {
    const list = {
      items: [
        {
          capId: 'c1',
          method: 'ACH',
          accountName: 'Dana',
          accountNumberLast4: '6789',
          emailAddress: null,
          isDefault: true,
          isPayable: false,
          onboardingStatus: 'NOT_STARTED',
          createdAt: '2026-11-22T09:00:00.000Z',
        },
      ],
      total: 1,
      sandbox: true,
    }
    expect(PayoutAccountListSchema.parse(list)).toEqual(list)
    expect(PayoutAccountListSchema.safeParse({ ...list, sandbox: undefined }).success).toBe(false)
  })
})

describe('tax profile (spec §3 payee fields; W-9/W-8 forms)', () => {
  it.each([
    ['a certified W-9', W9, true],
    [
      'a W-8BEN-E with a business name',
      { ...W9, formType: 'W8BENE', businessName: 'Acme GmbH', country: 'DE' },
      true,
    ],
    ['an unknown form', { ...W9, formType: '1099' }, false],
    ['a country that is not a two-letter code', { ...W9, country: 'USA' }, false],
    ['a tax id shorter than four characters', { ...W9, taxId: '123' }, false],
    ['an address shorter than five characters', { ...W9, address: 'x' }, false],
    ['no certification flag', { ...W9, certify: undefined }, false],
  ])('%s: accepted %s', (_case, input, ok) => {
    expect(TaxInputSchema.safeParse(input).success).toBe(ok)
  })

  it('answers null before the first save, and never a whole tax id', () => {
    expect(TaxProfileAnswerSchema.parse({ tax: null })).toEqual({ tax: null })
    const tax = {
      formType: 'W9',
      legalName: 'Dana Seller',
      businessName: null,
      country: 'US',
      state: 'US-IL',
      address: '1 Main St',
      taxIdLast4: '6789',
      payoutMode: 'AUTO',
      certifiedAt: null,
      updatedAt: '2026-11-22T09:00:00.000Z',
    }
    expect(TaxProfileAnswerSchema.parse({ tax })).toEqual({ tax })
    // The schema strips anything else, so a whole tax id cannot ride along in an answer.
    expect(
      TaxProfileAnswerSchema.parse({ tax: { ...tax, taxId: '123-45-6789' } }).tax,
    ).not.toHaveProperty('taxId')
  })
})
