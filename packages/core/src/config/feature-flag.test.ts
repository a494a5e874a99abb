import { describe, expect, it } from 'vitest'
import { evaluateFeatureFlag, isFeatureOn } from './feature-flag.ts'

const board = {
  assistant: { state: 'on', cohortId: null },
  taxesPage: { state: 'off', cohortId: null },
  bulkSearch: { state: 'ineligible', cohortId: null },
  percentPricing: { state: 'on', cohortId: 'beta' },
} as const

describe('spec §6 feature flags, as the server evaluated them for the account', () => {
  it.each([
    ['assistant', 'on'],
    ['taxesPage', 'off'],
    ['bulkSearch', 'ineligible'],
    ['percentPricing', 'on'],
    ['show-search-stats', 'off'],
    ['nameserverData', 'off'],
  ])('%s is %s', (flag, state) => {
    expect(evaluateFeatureFlag(board, flag)).toBe(state)
    expect(isFeatureOn(board, flag)).toBe(state === 'on')
  })
})
