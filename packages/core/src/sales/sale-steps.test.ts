import { describe, expect, it } from 'vitest'
import { needsSellerAction, saleStepOf, stepTrackerOf, tasksOf } from './sale-steps.ts'

describe('seller-facing sale steps (spec §4)', () => {
  // One line per full transaction status of spec §4.
  it.each([
    ['PENDING', 'VERIFYING_PAYMENT'],
    ['PENDING_TRANSFER_INSTRUCTIONS', 'PREPARING_TRANSFER'],
    ['AWAITING_AUTH_CODE', 'AUTH_CODE_REQUIRED'],
    ['AWAITING_TRANSFER_OWNERSHIP', 'TRANSFER_OWNERSHIP'],
    ['PENDING_TRANSFER', 'TRANSFER_PROCESSING'],
    ['CONFIRMED_TRANSFER', 'TRANSFER_COMPLETE'],
    ['AWAITING_PAYEE_INFO', 'ACCOUNT_INFORMATION_REQUIRED'],
    ['AWAITING_PAYEE_UPDATE', 'ACCOUNT_INFORMATION_REQUIRED'],
    ['PENDING_PAYOUT', 'PAYOUT_SCHEDULED'],
    ['SCHEDULED_PAYOUT', 'PAYOUT_SCHEDULED'],
    ['PAID', 'PAYOUT_ISSUED'],
    ['COMPLETED', 'PAYOUT_ISSUED'],
    ['LTO_PAYOUTS_COMPLETE', 'PAYOUT_ISSUED'],
    ['CANCEL_REQUESTED', 'SALE_CANCELLED'],
    ['CANCELLED', 'SALE_CANCELLED'],
    ['UNKNOWN', 'UNDEFINED'],
  ] as const)('%s is the step %s', (status, step) => {
    expect(saleStepOf(status)).toBe(step)
  })

  it('marks the steps before the current one done', () => {
    const tracker = stepTrackerOf('SALE', 'PENDING_TRANSFER')
    expect(tracker.map((s) => s.state)).toEqual([
      'done',
      'done',
      'done',
      'current',
      'todo',
      'todo',
      'todo',
    ])
  })

  it('inserts the account information step while the payout waits for it', () => {
    const tracker = stepTrackerOf('SALE', 'AWAITING_PAYEE_INFO')
    expect(tracker.find((s) => s.state === 'current')?.step).toBe('ACCOUNT_INFORMATION_REQUIRED')
  })

  it('shows a cancelled sale after the steps it reached', () => {
    const tracker = stepTrackerOf('SALE', 'CANCELLED', 'AUTH_CODE_REQUIRED')
    expect(tracker.at(-1)).toEqual({ step: 'SALE_CANCELLED', state: 'cancelled' })
    expect(tracker).toHaveLength(4)
  })

  it('shows only the cancellation when no step was reached', () => {
    expect(stepTrackerOf('LEASE', 'CANCEL_REQUESTED')).toEqual([
      { step: 'SALE_CANCELLED', state: 'cancelled' },
    ])
  })

  it('marks every step done once the payout is issued', () => {
    const tracker = stepTrackerOf('LEASE', 'LTO_PAYOUTS_COMPLETE')
    expect(tracker.length).toBeGreaterThan(0)
    expect(tracker.every((s) => s.state === 'done')).toBe(true)
  })
})

describe('task groups (spec §4)', () => {
  it('asks the seller for the auth code as ACTION_NEEDED', () => {
    const tasks = tasksOf('SALE', 'AWAITING_AUTH_CODE')
    expect(tasks).toContainEqual({
      type: 'PROVIDE_SELLER_AUTH_CODE',
      group: 'ACTION_NEEDED',
      forSeller: true,
    })
    expect(needsSellerAction('SALE', 'AWAITING_AUTH_CODE')).toBe(true)
  })

  it('asks for account info when the payout has no payable account', () => {
    expect(tasksOf('SALE', 'AWAITING_PAYEE_INFO').map((t) => t.type)).toContain(
      'PROVIDE_ACCOUNT_INFO',
    )
  })

  it('has nothing for the seller while the transfer is processing', () => {
    expect(needsSellerAction('SALE', 'PENDING_TRANSFER')).toBe(false)
    expect(tasksOf('SALE', 'PENDING_TRANSFER').at(-1)).toEqual({
      type: 'TRANSFER_TO_BUYER',
      group: 'PROCESSING',
      forSeller: false,
    })
  })

  it('completes every task of a paid sale', () => {
    expect(tasksOf('SALE', 'PAID').every((t) => t.group === 'COMPLETED')).toBe(true)
  })

  // Sale tasks per status on the machine's path (decision 801), in the order they appear.
  it.each([
    ['PENDING', [['FRAUD_REVIEW', 'PROCESSING']]],
    [
      'PENDING_TRANSFER_INSTRUCTIONS',
      [
        ['FRAUD_REVIEW', 'COMPLETED'],
        ['CREATE_TRANSFER_INSTRUCTIONS', 'PROCESSING'],
      ],
    ],
    [
      'AWAITING_AUTH_CODE',
      [
        ['FRAUD_REVIEW', 'COMPLETED'],
        ['CREATE_TRANSFER_INSTRUCTIONS', 'COMPLETED'],
        ['PROVIDE_SELLER_AUTH_CODE', 'ACTION_NEEDED'],
      ],
    ],
    [
      'SCHEDULED_PAYOUT',
      [
        ['FRAUD_REVIEW', 'COMPLETED'],
        ['CREATE_TRANSFER_INSTRUCTIONS', 'COMPLETED'],
        ['PROVIDE_SELLER_AUTH_CODE', 'COMPLETED'],
        ['TRANSFER_TO_BUYER', 'COMPLETED'],
        ['DISBURSEMENT_TO_SELLER', 'PROCESSING'],
      ],
    ],
    [
      'PAID',
      [
        ['FRAUD_REVIEW', 'COMPLETED'],
        ['CREATE_TRANSFER_INSTRUCTIONS', 'COMPLETED'],
        ['PROVIDE_SELLER_AUTH_CODE', 'COMPLETED'],
        ['TRANSFER_TO_BUYER', 'COMPLETED'],
        ['DISBURSEMENT_TO_SELLER', 'COMPLETED'],
      ],
    ],
  ] as const)('a sale in %s has the tasks %j', (status, expected) => {
    expect(tasksOf('SALE', status).map((t) => [t.type, t.group])).toEqual(expected)
  })

  it.each([
    ['CONFIRMED_TRANSFER', 'PROCESSING'],
    ['LTO_PAYOUTS_COMPLETE', 'COMPLETED'],
  ] as const)('a lease in %s has the disbursement %s', (status, group) => {
    const tasks = tasksOf('LEASE', status)
    expect(tasks.at(-1)).toEqual({ type: 'DISBURSEMENT_TO_SELLER', group, forSeller: true })
    expect(tasks.map((t) => t.type)).not.toContain('PROVIDE_ACCOUNT_INFO')
    expect(needsSellerAction('LEASE', status)).toBe(false)
  })

  it.each([
    ['CANCEL_REQUESTED', {}, 'PROCESSING'],
    ['CANCEL_REQUESTED', { refunded: true }, 'COMPLETED'],
    ['CANCELLED', {}, 'COMPLETED'],
  ] as const)('a cancellation in %s with %j shows the refund %s', (status, context, group) => {
    expect(tasksOf('LEASE', status, context)).toEqual([
      { type: 'REFUND_TO_BUYER', group, forSeller: false },
    ])
  })

  it('shows a refund for a cancellation', () => {
    expect(tasksOf('SALE', 'CANCEL_REQUESTED')).toEqual([
      { type: 'REFUND_TO_BUYER', group: 'PROCESSING', forSeller: false },
    ])
  })
})
