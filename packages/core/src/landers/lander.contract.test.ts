import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  LANDER_ACTIONS,
  LANDER_UNAVAILABLE_REASONS,
  LeaseTermQuerySchema,
  MAKE_OFFER_ERRORS,
  MakeOfferFormSchema,
  OFFER_MESSAGE_MAX_LENGTH,
} from './lander.contract.ts'

const form = { amount: '1500', name: 'Ann Buyer', email: 'ann@example.com', message: '' }
const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => i.message)

describe('lander actions (spec §3 modes BIN, LTO, MO; decision 501)', () => {
  it('names the three buyer actions and the three reasons a lander is not shown', () => {
    expect(LANDER_ACTIONS).toEqual(['buyNow', 'lease', 'offer'])
    expect(LANDER_UNAVAILABLE_REASONS).toEqual(['unknown', 'notListed', 'sold'])
  })
})

describe('make-offer form (decision 501; amounts as spec §1 US dollars)', () => {
  it('parses a posted form and fills the honeypot and form token with empty strings', () => {
    expect(MakeOfferFormSchema.parse(form)).toEqual({
      amount: 1500,
      name: 'Ann Buyer',
      email: 'ann@example.com',
      message: '',
      website: '',
      formToken: '',
    })
  })

  it.each([
    ['1500', 1500],
    ['$1,500', 1500],
    [' $ 2,000.50 ', 2000.5],
    ['0.01', 0.01],
    ['999999999.99', 999_999_999.99],
  ])('reads the amount %j as %d dollars', (amount, dollars) => {
    expect(MakeOfferFormSchema.parse({ ...form, amount }).amount).toBe(dollars)
  })

  it.each(['', '0', '0.00', 'abc', '1e3', '-5', '1.234', '1000000000', '12.3.4'])(
    'refuses the amount %j with lander.offer.error.amount',
    (amount) => {
      expect(messagesOf(MakeOfferFormSchema.safeParse({ ...form, amount }))).toEqual([
        MAKE_OFFER_ERRORS.amount,
      ])
    },
  )

  it('reads any whole-dollar amount with thousands separators back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (dollars) => {
        const typed = `$${dollars.toLocaleString('en-US')}`
        expect(MakeOfferFormSchema.parse({ ...form, amount: typed }).amount).toBe(dollars)
      }),
    )
  })

  it.each([
    ['name', { name: '   ' }, MAKE_OFFER_ERRORS.name],
    ['email', { email: 'not-an-email' }, MAKE_OFFER_ERRORS.email],
    ['email', { email: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` }, MAKE_OFFER_ERRORS.email],
    ['message', { message: 'x'.repeat(OFFER_MESSAGE_MAX_LENGTH + 1) }, MAKE_OFFER_ERRORS.message],
  ])('refuses a bad %s with its message key', (_field, change, key) => {
    expect(messagesOf(MakeOfferFormSchema.safeParse({ ...form, ...change }))).toEqual([key])
  })

  it('trims the name and message and takes a message of exactly the maximum length', () => {
    const parsed = MakeOfferFormSchema.parse({
      ...form,
      name: '  Ann  ',
      message: ` ${'x'.repeat(OFFER_MESSAGE_MAX_LENGTH)} `,
    })
    expect(parsed.name).toBe('Ann')
    expect(parsed.message).toHaveLength(OFFER_MESSAGE_MAX_LENGTH)
  })

  // A real bug fixed with this test: the address was checked before it was trimmed, so a
  // pasted address with a trailing space was refused although the schema trims it.
  it.each([
    ['Ann@Example.COM', 'ann@example.com'],
    ['  ann@example.com ', 'ann@example.com'],
  ])('trims and lowercases the e-mail %j', (email, expected) => {
    expect(MakeOfferFormSchema.parse({ ...form, email }).email).toBe(expected)
  })

  it('keeps what a bot put in the honeypot', () => {
    expect(MakeOfferFormSchema.parse({ ...form, website: 'http://spam' }).website).toBe(
      'http://spam',
    )
  })
})

describe('lease term query (spec §5 lease period 2–60 months)', () => {
  it.each([
    [{}, undefined],
    [{ months: '2' }, 2],
    [{ months: '60' }, 60],
  ])('reads %j as %s months', (query, months) => {
    expect(LeaseTermQuerySchema.parse(query).months).toBe(months)
  })

  it.each(['1', '61', '12.5', 'twelve'])('refuses %j months', (months) => {
    expect(LeaseTermQuerySchema.safeParse({ months }).success).toBe(false)
  })
})
