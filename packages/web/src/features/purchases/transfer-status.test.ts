import { describe, expect, it } from 'vitest'
import { transferStatusKey } from './transfer-status'

describe('a purchase’s transfer in the buyer’s words (issue 13)', () => {
  it.each([
    ['AWAITING_AUTH_CODE', 'purchases.transfer.AWAITING_AUTH_CODE'],
    ['PENDING_TRANSFER', 'purchases.transfer.PENDING_TRANSFER'],
    ['CONFIRMED_TRANSFER', 'purchases.transfer.CONFIRMED_TRANSFER'],
    ['PENDING_PAYOUT', 'purchases.transfer.CONFIRMED_TRANSFER'],
    ['AWAITING_PAYEE_INFO', 'purchases.transfer.CONFIRMED_TRANSFER'],
    ['PENDING', 'purchases.transfer.other'],
  ] as const)('%s → %s', (status, key) => {
    expect(transferStatusKey(status)).toBe(key)
  })
})
