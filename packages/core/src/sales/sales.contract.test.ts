import { describe, expect, it } from 'vitest'
import {
  LeasedRowSchema,
  SaleRowSchema,
  StatementSchema,
  TransactionDetailSchema,
} from './sales.contract.ts'

const ID = '0b6f3c1e-7d2a-4f5b-9c8e-1a2b3c4d5e6f'
const AT = '2026-03-01T12:00:00.000Z'

const sale = {
  transactionId: ID,
  domain: 'example.com',
  status: 'AWAITING_AUTH_CODE',
  fullStatus: 'AWAITING_AUTH_CODE',
  step: 'AUTH_CODE_REQUIRED',
  needsAction: true,
  salePrice: 2_500_000_000,
  payoutAmount: null,
  payoutDate: null,
  transferType: null,
  saleDate: AT,
  invoiceId: ID,
}

const lease = {
  transactionId: ID,
  domain: 'example.com',
  status: 'CONFIRMED_TRANSFER',
  fullStatus: 'CONFIRMED_TRANSFER',
  needsAction: false,
  installments: '3/12',
  installmentsPaid: 3,
  installmentsTotal: 12,
  nextInstallment: { amount: 100_000_000, dueAt: AT, late: false },
  salePrice: 1_200_000_000,
  previousInstallment: { amount: 100_000_000, sellerAmount: 82_000_000 },
  paidOn: AT,
  invoice: ID,
  payoutTransmittal: { payoutId: ID, status: 'PAID', amount: 82_000_000 },
  saleDate: AT,
  months: 12,
}

const { payoutAmount: _a, payoutDate: _d, invoiceId: _i, ...saleFields } = sale
const detail = {
  ...saleFields,
  kind: 'SALE',
  tracker: [{ step: 'AUTH_CODE_REQUIRED', state: 'current' }],
  tasks: [{ type: 'PROVIDE_SELLER_AUTH_CODE', group: 'ACTION_NEEDED', forSeller: true }],
  commissionBps: 1500,
  paymentMethod: 'CREDIT_CARD',
  registrar: null,
  hasAuthCode: false,
  buyerName: 'Bo Buyer',
  leaseMonths: null,
  events: [{ from: null, to: 'PENDING', actor: 'system', note: null, at: AT }],
  ledger: {
    entries: [
      {
        postingId: ID,
        kind: 'PAYMENT',
        account: 'BUYER',
        amount: -2_500_000_000,
        installmentId: null,
        payoutId: null,
        at: AT,
      },
    ],
    balances: {
      BUYER: -2_500_000_000,
      SELLER: 0,
      COMMISSION: 0,
      FEES: 0,
      PAID_OUT: 0,
      MEMBER: 0,
      MEMBERSHIP: 0,
    },
    sum: 0,
  },
  payouts: [],
  installments: [],
  invoices: [{ invoiceId: ID, amount: 2_500_000_000, date: AT }],
}

describe('sales API contract (issue 8; spec §3 sales and leased columns, §4 statuses)', () => {
  it('accepts a sold row, a leased row and a transaction detail as the server sends them', () => {
    expect(SaleRowSchema.parse(sale)).toEqual(sale)
    expect(LeasedRowSchema.parse(lease)).toEqual(lease)
    expect(TransactionDetailSchema.parse(detail)).toEqual(detail)
  })

  it.each([
    ['a sold status outside spec §4', { status: 'SHIPPED' }],
    ['a full status outside spec §4', { fullStatus: 'DONE' }],
    ['a step that is not a seller-facing step', { step: 'WAITING' }],
    ['money that is not integer micros (DESIGN.md §2)', { salePrice: 2500.5 }],
    ['a date-less sale', { saleDate: undefined }],
  ])('refuses a sold row with %s', (_rule, change) => {
    expect(SaleRowSchema.safeParse({ ...sale, ...change }).success).toBe(false)
  })

  it('refuses a leased row whose installments column is not "paid/total" (spec §3)', () => {
    expect(LeasedRowSchema.safeParse({ ...lease, installments: '3 of 12' }).success).toBe(false)
  })

  it('refuses a ledger entry on an account the ledger does not have (decision 802)', () => {
    const entry = { ...detail.ledger.entries[0], account: 'BANK' }
    const bad = { ...detail, ledger: { ...detail.ledger, entries: [entry] } }
    expect(TransactionDetailSchema.safeParse(bad).success).toBe(false)
  })

  it('a statement is one month, YYYY-MM (spec §9 statements by month)', () => {
    const row = {
      statementId: '2026-03',
      month: '2026-03',
      buyerPaid: 1,
      commission: 0,
      fees: 0,
      paidOut: 0,
      net: 1,
    }
    expect(StatementSchema.safeParse(row).success).toBe(true)
    expect(StatementSchema.safeParse({ ...row, month: '2026-3' }).success).toBe(false)
  })
})
