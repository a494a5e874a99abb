import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MEMBERSHIP_PLANS } from '../account/account.constants.ts'
import { listLeaseInstallments, quoteLease } from '../pricing/lease-quote.ts'
import { commissionBpsFor, splitPayment } from './commission.ts'
import {
  assertBalanced,
  balancesOf,
  paymentPosting,
  payoutPosting,
  refundPosting,
  sumEntries,
  UnbalancedPostingError,
  type LedgerEntry,
  type Posting,
} from './ledger.ts'
import { canTransition, transition, type TransactionKind } from './transaction-machine.ts'
import { PAYMENT_METHODS, type TransactionStatus } from './transaction-status.ts'

describe('ledger postings (DESIGN.md §2, decision 802)', () => {
  it('a sale payment and its payout leave the seller paid and the ledger at zero', () => {
    const payment = paymentPosting(splitPayment(2_500_000_000, 1500, 'CREDIT_CARD'), 'PAYMENT')
    const payout = payoutPosting(payment.entries[1]!.amountMicros)
    const all = [...payment.entries, ...payout.entries]
    expect(sumEntries(all)).toBe(0)
    expect(balancesOf(all).SELLER).toBe(0)
    expect(-balancesOf(all).BUYER).toBe(
      balancesOf(all).PAID_OUT + balancesOf(all).COMMISSION + balancesOf(all).FEES,
    )
  })

  it('a refund reverses the payment', () => {
    const payment = paymentPosting(splitPayment(10_000_000, 1000, 'PAYPAL'), 'PAYMENT')
    const all = [...payment.entries, ...refundPosting(payment).entries]
    expect(Object.values(balancesOf(all)).every((b) => b === 0)).toBe(true)
  })

  it('refuses an unbalanced posting', () => {
    expect(() =>
      assertBalanced({ kind: 'PAYOUT', entries: [{ account: 'SELLER', amountMicros: -1 }] }),
    ).toThrow(UnbalancedPostingError)
  })
})

/** One step of a random history, interpreted against the state machine. */
type Step =
  | { op: 'advance' }
  | { op: 'cancel' }
  | { op: 'payInstallment' }
  | { op: 'payoutInstallment' }
  | { op: 'default' }

const SALE_PATH: TransactionStatus[] = [
  'PENDING',
  'PENDING_TRANSFER_INSTRUCTIONS',
  'AWAITING_AUTH_CODE',
  'PENDING_TRANSFER',
  'CONFIRMED_TRANSFER',
  'SCHEDULED_PAYOUT',
  'PAID',
]

function simulate(
  kind: TransactionKind,
  priceMicros: number,
  months: number,
  bps: number,
  method: (typeof PAYMENT_METHODS)[number],
  steps: Step[],
) {
  const postings: Posting[] = []
  let status: TransactionStatus = 'PENDING'
  const installments =
    kind === 'LEASE' ? listLeaseInstallments(quoteLease(priceMicros, months)) : []
  let paid = 0
  let paidOut = 0
  const owed: number[] = []
  const post = (p: Posting) => postings.push(assertBalanced(p))
  if (kind === 'SALE') post(paymentPosting(splitPayment(priceMicros, bps, method), 'PAYMENT'))
  else {
    post(paymentPosting(splitPayment(installments[0]!, bps, method), 'INSTALLMENT'))
    owed.push(postings[0]!.entries[1]!.amountMicros)
    paid = 1
  }
  for (const step of steps) {
    if (step.op === 'advance') {
      const at = SALE_PATH.indexOf(status)
      const next = SALE_PATH[at + 1]
      if (!next || !canTransition(kind, status, next)) continue
      status = transition(kind, status, next)
      if (kind === 'SALE' && status === 'PAID') {
        post(payoutPosting(postings[0]!.entries[1]!.amountMicros))
      }
    } else if (step.op === 'cancel') {
      if (!canTransition(kind, status, 'CANCEL_REQUESTED') || status === 'CONFIRMED_TRANSFER') {
        continue
      }
      status = transition(kind, transition(kind, status, 'CANCEL_REQUESTED'), 'CANCELLED')
      // A refund reverses every payment not yet paid out (before the transfer none is).
      for (const p of postings.filter((x) => x.kind !== 'PAYOUT' && x.kind !== 'REFUND')) {
        post(refundPosting(p))
      }
    } else if (kind === 'LEASE' && status === 'CONFIRMED_TRANSFER') {
      if (step.op === 'payInstallment' && paid < installments.length) {
        const p = paymentPosting(splitPayment(installments[paid]!, bps, method), 'INSTALLMENT')
        post(p)
        owed.push(p.entries[1]!.amountMicros)
        paid += 1
      } else if (step.op === 'payoutInstallment' && paidOut < owed.length) {
        post(payoutPosting(owed[paidOut]!))
        paidOut += 1
        if (paidOut === installments.length)
          status = transition(kind, status, 'LTO_PAYOUTS_COMPLETE')
      } else if (step.op === 'default' && paid < installments.length) {
        // Default: the domain goes back to the seller, who keeps what was paid (decision 804).
        status = transition(kind, transition(kind, status, 'CANCEL_REQUESTED'), 'CANCELLED')
      }
    }
  }
  return { postings, status }
}

describe('money is never created or lost (property, decision 802)', () => {
  it('every posting and every transaction ledger sums to zero over random histories', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<TransactionKind>('SALE', 'LEASE'),
        fc.integer({ min: 495_000_000, max: 49_999_999_000_000 }),
        fc.integer({ min: 2, max: 60 }),
        fc.constantFrom(...MEMBERSHIP_PLANS),
        fc.constantFrom(...PAYMENT_METHODS),
        fc.array(
          fc.constantFrom<Step>(
            { op: 'advance' },
            { op: 'cancel' },
            { op: 'payInstallment' },
            { op: 'payoutInstallment' },
            { op: 'default' },
          ),
          { maxLength: 200 },
        ),
        (kind, price, months, plan, method, steps) => {
          const bps = commissionBpsFor(
            plan,
            kind === 'LEASE' ? quoteLease(price, months).commissionDiscountPct : 0,
          )
          const { postings, status } = simulate(kind, price, months, bps, method, steps)
          const entries: LedgerEntry[] = postings.flatMap((p) => p.entries)
          for (const p of postings) expect(sumEntries(p.entries)).toBe(0)
          expect(sumEntries(entries)).toBe(0)
          const b = balancesOf(entries)
          // The seller is never paid out more than they are owed.
          expect(b.SELLER).toBeGreaterThanOrEqual(0)
          expect(0 - b.BUYER).toBe(b.SELLER + b.PAID_OUT + b.COMMISSION + b.FEES)
          if (kind === 'SALE' && status === 'CANCELLED') {
            expect(Object.values(b).every((v) => v === 0)).toBe(true)
          }
          if (status === 'PAID' || status === 'LTO_PAYOUTS_COMPLETE') expect(b.SELLER).toBe(0)
          if (status === 'LTO_PAYOUTS_COMPLETE') {
            expect(0 - b.BUYER).toBe(quoteLease(price, months).totalMicros)
          }
        },
      ),
      { numRuns: 500 },
    )
  })
})
