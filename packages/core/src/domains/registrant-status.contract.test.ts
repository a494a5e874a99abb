import { describe, expect, it } from 'vitest'
import { registrantStatusOf } from './registrant-status.contract.ts'

describe('registrant status of a name (spec §3 Registrant status; decision 1000)', () => {
  it.each([
    [{ inPortfolio: true, underReview: false, claimState: 'VERIFIED' }, 'VERIFIED'],
    [{ inPortfolio: true, underReview: true, claimState: 'VERIFIED' }, 'UNDER_REVIEW'],
    [{ inPortfolio: true, underReview: true, claimState: null }, 'UNDER_REVIEW'],
    [{ inPortfolio: true, underReview: false, claimState: null }, 'NOT_VERIFIED'],
    [{ inPortfolio: false, underReview: false, claimState: 'PENDING' }, 'PENDING'],
    [{ inPortfolio: false, underReview: false, claimState: 'EXPIRED' }, 'EXPIRED'],
    [{ inPortfolio: false, underReview: false, claimState: null }, null],
  ] as const)('%j is %s', (facts, status) => {
    expect(registrantStatusOf(facts)).toBe(status)
  })
})
