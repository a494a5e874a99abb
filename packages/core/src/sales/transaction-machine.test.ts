import { describe, expect, it } from 'vitest'
import {
  canTransition,
  InvalidTransitionError,
  isCancellable,
  isTerminalStatus,
  leasedStatusOf,
  soldStatusOf,
  transition,
} from './transaction-machine.ts'
import { TRANSACTION_STATUSES } from './transaction-status.ts'

describe('transaction state machine (spec §4 full transaction status, decision 801)', () => {
  it.each([
    ['SALE', 'PENDING', 'PENDING_TRANSFER_INSTRUCTIONS'],
    ['SALE', 'PENDING_TRANSFER_INSTRUCTIONS', 'AWAITING_AUTH_CODE'],
    ['SALE', 'AWAITING_AUTH_CODE', 'PENDING_TRANSFER'],
    ['SALE', 'PENDING_TRANSFER', 'CONFIRMED_TRANSFER'],
    ['SALE', 'PENDING_TRANSFER', 'AWAITING_AUTH_CODE'],
    ['SALE', 'CONFIRMED_TRANSFER', 'SCHEDULED_PAYOUT'],
    ['SALE', 'CONFIRMED_TRANSFER', 'AWAITING_PAYEE_INFO'],
    ['SALE', 'AWAITING_PAYEE_INFO', 'SCHEDULED_PAYOUT'],
    ['SALE', 'SCHEDULED_PAYOUT', 'PAID'],
    ['SALE', 'AWAITING_AUTH_CODE', 'CANCEL_REQUESTED'],
    ['SALE', 'CANCEL_REQUESTED', 'CANCELLED'],
    ['LEASE', 'CONFIRMED_TRANSFER', 'LTO_PAYOUTS_COMPLETE'],
    ['LEASE', 'CONFIRMED_TRANSFER', 'CANCEL_REQUESTED'],
  ] as const)('a %s may go from %s to %s', (kind, from, to) => {
    expect(canTransition(kind, from, to)).toBe(true)
    expect(transition(kind, from, to)).toBe(to)
  })

  it.each([
    ['SALE', 'PENDING', 'PAID'],
    ['SALE', 'AWAITING_AUTH_CODE', 'CONFIRMED_TRANSFER'],
    ['SALE', 'CONFIRMED_TRANSFER', 'CANCEL_REQUESTED'],
    ['SALE', 'PAID', 'CANCELLED'],
    ['SALE', 'CANCELLED', 'PENDING'],
    ['SALE', 'CONFIRMED_TRANSFER', 'LTO_PAYOUTS_COMPLETE'],
    ['LEASE', 'CONFIRMED_TRANSFER', 'SCHEDULED_PAYOUT'],
    ['LEASE', 'LTO_PAYOUTS_COMPLETE', 'CANCEL_REQUESTED'],
  ] as const)('refuses a %s going from %s to %s', (kind, from, to) => {
    expect(canTransition(kind, from, to)).toBe(false)
    expect(() => transition(kind, from, to)).toThrow(InvalidTransitionError)
  })

  it('ends in PAID, CANCELLED or LTO_PAYOUTS_COMPLETE only', () => {
    for (const kind of ['SALE', 'LEASE'] as const) {
      for (const to of TRANSACTION_STATUSES) {
        expect(canTransition(kind, 'CANCELLED', to)).toBe(false)
      }
    }
  })

  it('lets the buyer cancel only before the transfer completes', () => {
    expect(isCancellable('SALE', 'AWAITING_AUTH_CODE')).toBe(true)
    expect(isCancellable('SALE', 'CONFIRMED_TRANSFER')).toBe(false)
    expect(isCancellable('LEASE', 'CONFIRMED_TRANSFER')).toBe(false)
    expect(isCancellable('LEASE', 'PENDING_TRANSFER')).toBe(true)
    expect(isCancellable('SALE', 'PAID')).toBe(false)
  })

  it.each([
    ['SALE', 'PAID', true],
    ['SALE', 'CANCELLED', true],
    ['SALE', 'SCHEDULED_PAYOUT', false],
    ['SALE', 'AWAITING_PAYEE_INFO', false],
    ['SALE', 'CANCEL_REQUESTED', false],
    ['LEASE', 'LTO_PAYOUTS_COMPLETE', true],
    ['LEASE', 'CANCELLED', true],
    ['LEASE', 'CONFIRMED_TRANSFER', false],
    ['LEASE', 'PENDING', false],
  ] as const)('a %s in %s is terminal: %s', (kind, status, terminal) => {
    expect(isTerminalStatus(kind, status)).toBe(terminal)
  })

  // One line per full transaction status of spec §4, read in the sold and leased views.
  it.each([
    ['AWAITING_AUTH_CODE', 'AWAITING_AUTH_CODE', 'AWAITING_AUTH_CODE'],
    ['AWAITING_PAYEE_INFO', 'CONFIRMED_TRANSFER', 'CONFIRMED_TRANSFER'],
    ['AWAITING_PAYEE_UPDATE', 'CONFIRMED_TRANSFER', 'CONFIRMED_TRANSFER'],
    ['AWAITING_TRANSFER_OWNERSHIP', 'AWAITING_TRANSFER_OWNERSHIP', 'AWAITING_AUTH_CODE'],
    ['CANCELLED', 'CANCELLED', 'CANCELLED'],
    ['CANCEL_REQUESTED', 'CANCELLED', 'CANCELLED'],
    ['COMPLETED', 'COMPLETED', 'CONFIRMED_TRANSFER'],
    ['CONFIRMED_TRANSFER', 'CONFIRMED_TRANSFER', 'CONFIRMED_TRANSFER'],
    ['PENDING', 'AWAITING_TRANSFER_OWNERSHIP', 'AWAITING_AUTH_CODE'],
    ['PENDING_PAYOUT', 'CONFIRMED_TRANSFER', 'CONFIRMED_TRANSFER'],
    ['PENDING_TRANSFER', 'PENDING_TRANSFER', 'PENDING_TRANSFER'],
    ['PENDING_TRANSFER_INSTRUCTIONS', 'AWAITING_TRANSFER_OWNERSHIP', 'AWAITING_AUTH_CODE'],
    ['SCHEDULED_PAYOUT', 'CONFIRMED_TRANSFER', 'CONFIRMED_TRANSFER'],
    ['PAID', 'COMPLETED', 'CONFIRMED_TRANSFER'],
    ['LTO_PAYOUTS_COMPLETE', 'COMPLETED', 'LTO_PAYOUTS_COMPLETE'],
    ['UNKNOWN', 'COMPLETED', 'CONFIRMED_TRANSFER'],
  ] as const)('%s shows as sold %s and leased %s (spec §4)', (full, sold, leased) => {
    expect(soldStatusOf(full)).toBe(sold)
    expect(leasedStatusOf(full)).toBe(leased)
  })
})
