import { formatServerDate } from '../dates/date-format.ts'
import { formatUsd } from '../money/money.ts'

/**
 * How long a buyer has to pay an agreed price (decision 960): seven days, like the offer
 * window of decision 402 and the invoices of Dan.com, long enough for a wire transfer and
 * short enough that the seller's domain is not held off the market for a month.
 */
export const PAYMENT_WINDOW_DAYS = 7
/** Reminders before the deadline, in days, each sent once (e-mail and notification). */
export const PAYMENT_REMINDER_DAYS = [3, 1] as const
export type PaymentReminderDays = (typeof PAYMENT_REMINDER_DAYS)[number]

const DAY_MS = 86_400_000

/** What became of an agreed price (stored on the agreement). */
export const AGREED_PRICE_STATUSES = ['OPEN', 'PURCHASED', 'CANCELLED', 'EXPIRED'] as const
export type AgreedPriceStatus = (typeof AGREED_PRICE_STATUSES)[number]

/** Where the buyer's payment stands, as both sides see it; derived, never stored. */
export const PAYMENT_STATES = [
  'AWAITING_PAYMENT',
  'CHECKOUT_OPENED',
  'PAYMENT_STARTED',
  'PAID',
  'EXPIRED',
  'CANCELLED',
] as const
export type PaymentState = (typeof PAYMENT_STATES)[number]

/** The moment the window closes: exactly PAYMENT_WINDOW_DAYS after the agreement. */
export function paymentDeadlineFor(agreedAt: Date): Date {
  return new Date(agreedAt.getTime() + PAYMENT_WINDOW_DAYS * DAY_MS)
}

export function isPaymentWindowOver(deadline: Date, now: Date): boolean {
  return now.getTime() >= deadline.getTime()
}

/**
 * The reminder to send now, if any: the most urgent one whose moment has come and that was
 * not sent yet (`sentDays` is the smallest "days before" already sent). A job that was down
 * for days sends one reminder, not a burst of stale ones; none once the window is over.
 */
export function dueReminder(
  deadline: Date,
  now: Date,
  sentDays: number | null,
): PaymentReminderDays | null {
  if (isPaymentWindowOver(deadline, now)) return null
  const left = deadline.getTime() - now.getTime()
  const due = PAYMENT_REMINDER_DAYS.filter((days) => left <= days * DAY_MS)
  const mostUrgent = due.at(-1)
  if (mostUrgent === undefined) return null
  return sentDays !== null && sentDays <= mostUrgent ? null : mostUrgent
}

/** The buyer's progress through the checkout of an agreed price. */
export function paymentStateOf(agreement: {
  status: AgreedPriceStatus
  checkoutOpenedAt: Date | string | null
  paymentStartedAt: Date | string | null
}): PaymentState {
  if (agreement.status === 'PURCHASED') return 'PAID'
  if (agreement.status === 'EXPIRED') return 'EXPIRED'
  if (agreement.status === 'CANCELLED') return 'CANCELLED'
  if (agreement.paymentStartedAt !== null) return 'PAYMENT_STARTED'
  if (agreement.checkoutOpenedAt !== null) return 'CHECKOUT_OPENED'
  return 'AWAITING_PAYMENT'
}

/** The checkout page of an agreed price (decision 800). */
export function agreedCheckoutPath(agreedPriceId: string): string {
  return `/checkout/agreed/${agreedPriceId}`
}

/** "Dec 3, 2026 at 09:05am ET": the deadline in New York time (spec §9 formats). */
export function formatPaymentDeadline(deadline: Date | string): string {
  return `${formatServerDate(deadline, 'monthDay')} at ${formatServerDate(deadline, 'time')} ET`
}

export type AgreementReader = 'buyer' | 'seller'

/**
 * The sentences of an agreement, addressed to the person reading them (issue 13): never
 * "the buyer can now purchase". A broker reads the seller's side.
 */
export const AGREEMENT_TEXTS = {
  agreed: {
    buyer: (amount: string, deadline: string) =>
      `You agreed on ${amount} with the seller. Pay by ${deadline}.`,
    seller: (amount: string, deadline: string) =>
      `You agreed on ${amount} with the buyer. Waiting for their payment until ${deadline}.`,
  },
  reminder: {
    buyer: (amount: string, deadline: string) =>
      `Reminder: you agreed on ${amount} with the seller. Pay by ${deadline}, or the agreement ends and the domain goes back on sale.`,
    seller: (amount: string, deadline: string) =>
      `You agreed on ${amount} with the buyer. Waiting for their payment until ${deadline}.`,
  },
  windowClosed: {
    buyer: (amount: string, deadline: string) =>
      `You did not pay the agreed ${amount} by ${deadline}. The agreement has ended and the domain is for sale again.`,
    seller: (amount: string, deadline: string) =>
      `The buyer did not pay the agreed ${amount} by ${deadline}. The negotiation is closed as not purchased and your domain is for sale again with its previous settings.`,
  },
} as const satisfies Record<
  string,
  Record<AgreementReader, (amount: string, deadline: string) => string>
>

export function agreementText(
  moment: keyof typeof AGREEMENT_TEXTS,
  reader: AgreementReader,
  agreement: { priceMicros: number; deadline: Date | string },
): string {
  return AGREEMENT_TEXTS[moment][reader](
    formatUsd(agreement.priceMicros),
    formatPaymentDeadline(agreement.deadline),
  )
}

/**
 * How an agreed price ended, for lists that no longer hold it open (decision 970): paid (the
 * lead closed as sold by the system) or its window passed unpaid (decision 962). Derived from
 * the lead's own close, so a list needs no join to the agreement.
 */
export const PAYMENT_OUTCOMES = ['PAID', 'WINDOW_CLOSED'] as const
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number]

export function paymentOutcomeOf(lead: {
  status: string
  closedBy: string | null
  closeReason: string | null
}): PaymentOutcome | null {
  if (lead.closedBy !== 'system') return null
  if (lead.status === 'CLOSED_SOLD') return 'PAID'
  if (lead.status === 'CLOSED_STALLED' && lead.closeReason === 'NOT_PURCHASED')
    return 'WINDOW_CLOSED'
  return null
}
