import { describe, expect, it } from 'vitest'
import { evaluateFeatureFlag, isFeatureOn } from './feature-flag.ts'

const board = {
  assistant: { state: 'on', cohortId: null },
  taxesPage: { state: 'off', cohortId: null },
  bulkSearch: { state: 'ineligible', cohortId: null },
  percentPricing: { state: 'on', cohortId: 'beta' },
} as const

describe('spec §6 feature flags', () => {
  it.each([
    ['assistant', null, 'on'],
    ['taxesPage', null, 'off'],
    ['bulkSearch', null, 'ineligible'],
    ['percentPricing', 'beta', 'on'],
    ['percentPricing', 'other', 'ineligible'],
    ['percentPricing', null, 'ineligible'],
    ['show-search-stats', null, 'off'],
    ['nameserverData', null, 'off'],
  ])('%s for cohort %s is %s', (flag, cohort, state) => {
    expect(evaluateFeatureFlag(board, flag, cohort)).toBe(state)
    expect(isFeatureOn(board, flag, cohort)).toBe(state === 'on')
  })

  it('defaults to no cohort', () => {
    expect(isFeatureOn(board, 'assistant')).toBe(true)
    expect(evaluateFeatureFlag(board, 'percentPricing')).toBe('ineligible')
  })
})
