import { describe, expect, it } from 'vitest'
import {
  agreementText,
  dueReminder,
  isPaymentWindowOver,
  paymentOutcomeOf,
  paymentDeadlineFor,
  paymentStateOf,
  PAYMENT_WINDOW_DAYS,
} from './payment-window.ts'

const HOUR = 3_600_000
const deadline = new Date('2026-12-03T17:00:00Z')
const before = (hours: number) => new Date(deadline.getTime() - hours * HOUR)

describe('the payment window of an agreed price (decision 960, issue 13)', () => {
  it('gives the buyer seven days from the agreement', () => {
    expect(PAYMENT_WINDOW_DAYS).toBe(7)
    expect(paymentDeadlineFor(new Date('2026-11-26T17:00:00Z'))).toEqual(deadline)
  })

  it('is over at the deadline, not a moment before', () => {
    expect(isPaymentWindowOver(deadline, before(0.001))).toBe(false)
    expect(isPaymentWindowOver(deadline, deadline)).toBe(true)
  })

  it.each<[string, number, number | null, number | null]>([
    ['no reminder four days before', 96, null, null],
    ['the 3-day reminder at three days before', 72, null, 3],
    ['the 3-day reminder only once', 60, 3, null],
    ['the 1-day reminder at one day before', 24, 3, 1],
    ['the 1-day reminder only once', 2, 1, null],
    ['only the most urgent one after a long pause', 20, null, 1],
  ])('sends %s', (_, hoursLeft, sentDays, expected) => {
    expect(dueReminder(deadline, before(hoursLeft), sentDays)).toBe(expected)
  })

  it('sends no reminder once the window is over', () => {
    expect(dueReminder(deadline, before(-1), null)).toBeNull()
  })

  it.each([
    [{ status: 'OPEN', checkoutOpenedAt: null, paymentStartedAt: null }, 'AWAITING_PAYMENT'],
    [{ status: 'OPEN', checkoutOpenedAt: deadline, paymentStartedAt: null }, 'CHECKOUT_OPENED'],
    [{ status: 'OPEN', checkoutOpenedAt: deadline, paymentStartedAt: deadline }, 'PAYMENT_STARTED'],
    [{ status: 'PURCHASED', checkoutOpenedAt: deadline, paymentStartedAt: deadline }, 'PAID'],
    [{ status: 'EXPIRED', checkoutOpenedAt: null, paymentStartedAt: null }, 'EXPIRED'],
    [{ status: 'CANCELLED', checkoutOpenedAt: null, paymentStartedAt: null }, 'CANCELLED'],
  ] as const)('reads the buyer’s payment signals %j as %s', (agreement, state) => {
    expect(paymentStateOf(agreement)).toBe(state)
  })
})

describe('agreement messages address the reader (issue 13)', () => {
  const agreement = { priceMicros: 2_500_000_000, deadline }

  it('tells the buyer what to pay and by when', () => {
    expect(agreementText('agreed', 'buyer', agreement)).toBe(
      'You agreed on $2,500 with the seller. Pay by Dec 3, 2026 at 12:00pm ET.',
    )
  })

  it('tells the seller that the buyer’s payment is awaited until the deadline', () => {
    expect(agreementText('agreed', 'seller', agreement)).toBe(
      'You agreed on $2,500 with the buyer. Waiting for their payment until Dec 3, 2026 at 12:00pm ET.',
    )
  })

  it.each(['agreed', 'reminder', 'windowClosed'] as const)(
    'never speaks of "the buyer can now purchase" (%s)',
    (moment) => {
      for (const reader of ['buyer', 'seller'] as const) {
        expect(agreementText(moment, reader, agreement)).not.toMatch(/can now purchase/i)
        expect(agreementText(moment, reader, agreement)).toMatch(/^(You|Reminder: you|The buyer)/)
      }
    },
  )
})

describe('what became of an agreed price, read from its lead (decision 970)', () => {
  it.each([
    ['CLOSED_SOLD', 'system', null, 'PAID'],
    ['CLOSED_STALLED', 'system', 'NOT_PURCHASED', 'WINDOW_CLOSED'],
    // A seller who closes a lead as sold by hand or as stalled did not see it paid or lapse.
    ['CLOSED_SOLD', 'seller', null, null],
    ['CLOSED_STALLED', 'seller', 'NOT_PURCHASED', null],
    ['PRICE_AGREED', null, null, null],
  ] as const)('%s closed by %s (%s) → %s', (status, closedBy, closeReason, outcome) => {
    expect(paymentOutcomeOf({ status, closedBy, closeReason })).toBe(outcome)
  })
})
