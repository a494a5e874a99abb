import type { PaymentSplit } from './commission.ts'

/**
 * The per-transaction ledger (DESIGN.md §2, decision 802): double entry in integer micros.
 * Each posting is a set of entries that sums to zero, so every transaction's ledger sums to
 * zero. Accounts:
 *
 *   BUYER        money the buyer paid in (negative) or got back (positive)
 *   SELLER       what the platform owes the seller (positive until paid out)
 *   COMMISSION   the platform's commission
 *   FEES         the payment provider's processing fees
 *   PAID_OUT     money sent to the seller's payout account
 *   MEMBER       money a seller paid for a membership plan (negative; issue 19)
 *   MEMBERSHIP   the platform's membership revenue
 *
 * A membership charge is a posting of its own, against its membership invoice instead of a
 * transaction (decision 1318).
 */
export const LEDGER_ACCOUNTS = [
  'BUYER',
  'SELLER',
  'COMMISSION',
  'FEES',
  'PAID_OUT',
  'MEMBER',
  'MEMBERSHIP',
] as const
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number]

export const POSTING_KINDS = ['PAYMENT', 'INSTALLMENT', 'REFUND', 'PAYOUT', 'MEMBERSHIP'] as const
export type PostingKind = (typeof POSTING_KINDS)[number]

export type LedgerEntry = { account: LedgerAccount; amountMicros: number }
export type Posting = { kind: PostingKind; entries: LedgerEntry[] }

/** A payment (a sale or one installment) split between seller, commission and fees. */
export function paymentPosting(split: PaymentSplit, kind: 'PAYMENT' | 'INSTALLMENT'): Posting {
  return {
    kind,
    entries: [
      { account: 'BUYER', amountMicros: -split.amountMicros },
      { account: 'SELLER', amountMicros: split.sellerMicros },
      { account: 'COMMISSION', amountMicros: split.commissionMicros },
      { account: 'FEES', amountMicros: split.feeMicros },
    ],
  }
}

/** A full refund reverses a payment posting entry by entry. */
export function refundPosting(payment: Posting): Posting {
  return {
    kind: 'REFUND',
    entries: payment.entries.map((e) => ({ account: e.account, amountMicros: 0 - e.amountMicros })),
  }
}

/** A payout moves what the seller is owed to the seller's account. */
export function payoutPosting(amountMicros: number): Posting {
  return {
    kind: 'PAYOUT',
    entries: [
      { account: 'SELLER', amountMicros: -amountMicros },
      { account: 'PAID_OUT', amountMicros },
    ],
  }
}

/** A membership plan's charge: what the seller paid is the platform's membership revenue. */
export function membershipPosting(amountMicros: number): Posting {
  return {
    kind: 'MEMBERSHIP',
    entries: [
      { account: 'MEMBER', amountMicros: -amountMicros },
      { account: 'MEMBERSHIP', amountMicros },
    ],
  }
}

export function sumEntries(entries: readonly LedgerEntry[]): number {
  return entries.reduce((sum, e) => sum + e.amountMicros, 0)
}

/** Balances per account over a list of entries. */
export function balancesOf(entries: readonly LedgerEntry[]): Record<LedgerAccount, number> {
  const balances: Record<LedgerAccount, number> = {
    BUYER: 0,
    SELLER: 0,
    COMMISSION: 0,
    FEES: 0,
    PAID_OUT: 0,
    MEMBER: 0,
    MEMBERSHIP: 0,
  }
  for (const e of entries) balances[e.account] += e.amountMicros
  return balances
}

export class UnbalancedPostingError extends Error {}

/** Refuses a posting that does not sum to zero (called before anything is written). */
export function assertBalanced(posting: Posting): Posting {
  const sum = sumEntries(posting.entries)
  if (sum !== 0 || posting.entries.some((e) => !Number.isSafeInteger(e.amountMicros))) {
    throw new UnbalancedPostingError(`A ${posting.kind} posting sums to ${sum}, not 0`)
  }
  return posting
}
