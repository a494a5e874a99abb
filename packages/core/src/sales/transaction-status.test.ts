import { describe, expect, it } from 'vitest'
import * as s from './transaction-status.ts'

describe('spec §3, §4 transaction enumerations', () => {
  it.each([
    ['SOLD_TRANSACTION_STATUSES', 6],
    ['LEASED_STATUSES', 5],
    ['TRANSACTION_STATUSES', 16],
    ['TRANSACTION_CASE_STATUSES', 5],
    ['TASK_GROUPS', 4],
    ['SALE_STEPS', 15],
    ['PAYOUT_STATUSES', 6],
    ['PAYOUT_MODES', 2],
    ['PAYMENT_METHODS', 9],
    ['LEASE_PERIOD_UNITS', 3],
  ] as const)('%s has %i values', (name, n) => {
    expect(new Set(s[name]).size).toBe(n)
  })
})
