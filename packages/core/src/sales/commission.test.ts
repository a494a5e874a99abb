import { describe, expect, it } from 'vitest'
import { commissionBpsFor, splitPayment } from './commission.ts'

describe('commission by membership tier less the lease discount (spec §5, decision 803)', () => {
  it.each([
    ['NONE', 0, 1500],
    ['BASIC', 0, 1200],
    ['PREMIUM', 0, 1000],
    ['PRO', 0, 800],
    ['NONE', 5, 1425],
    ['NONE', 10, 1350],
    ['PRO', 15, 680],
  ] as const)('%s with a %i%% lease discount pays %i bps', (plan, discount, bps) => {
    expect(commissionBpsFor(plan, discount)).toBe(bps)
  })

  it('splits a card payment into seller, commission and fee that add up', () => {
    const split = splitPayment(1_000_000_000, 1500, 'CREDIT_CARD')
    expect(split).toEqual({
      amountMicros: 1_000_000_000,
      commissionMicros: 150_000_000,
      feeMicros: 29_300_000,
      sellerMicros: 820_700_000,
    })
  })

  it('never lets the fee exceed what is left', () => {
    const split = splitPayment(100_000, 1500, 'CREDIT_CARD')
    expect(split.sellerMicros).toBe(0)
    expect(split.commissionMicros + split.feeMicros).toBe(100_000)
  })

  it('charges no processing fee on a wire', () => {
    expect(splitPayment(5_000_000, 800, 'US_WIRE').feeMicros).toBe(0)
  })
})

describe('payment split input (spec §1 integer micros)', () => {
  it.each([-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])(
    'refuses the amount %d: only non-negative whole micros',
    (amount) => {
      expect(() => splitPayment(amount, 1500, 'CREDIT_CARD')).toThrow(RangeError)
    },
  )
})
