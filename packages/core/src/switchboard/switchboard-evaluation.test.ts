import { describe, expect, it } from 'vitest'
import { evaluateFeatureFlag } from '../config/feature-flag.ts'
import {
  evaluateSwitchboard,
  isInPercentageRollout,
  type SwitchRow,
} from './switchboard-evaluation.ts'

const rows: SwitchRow[] = [
  { key: 'registrarColumn', cohortId: null, state: 'on' },
  { key: 'registrarColumn', cohortId: 'beta', state: 'off' },
  { key: 'taxesPage', cohortId: 'beta', state: 'on' },
  { key: 'assistant', cohortId: null, state: 'off' },
  { key: 'assistant', cohortId: 'beta', state: 'on' },
  { key: 'assistant', cohortId: 'gamma', state: 'off' },
]

describe('issue 19 / spec §6: the switchboard one account sees', () => {
  it.each([
    ['registrarColumn', [], 'on', null],
    ['registrarColumn', ['beta'], 'off', 'beta'],
    ['taxesPage', ['beta'], 'on', 'beta'],
    ['taxesPage', [], 'ineligible', null],
    ['taxesPage', ['gamma'], 'ineligible', null],
    ['assistant', ['beta'], 'on', 'beta'],
    ['assistant', ['beta', 'gamma'], 'off', 'gamma'],
    ['assistant', [], 'off', null],
  ] as const)('%s for cohorts %j is %s (decided by %s)', (key, cohorts, state, cohortId) => {
    expect(evaluateSwitchboard(rows, new Set(cohorts))[key]).toEqual({ state, cohortId })
  })

  it('leaves nameserver data and search stats off when no row names them (spec §6 default)', () => {
    const board = evaluateSwitchboard(rows, new Set())
    expect(evaluateFeatureFlag(board, 'nameserverData')).toBe('off')
    expect(evaluateFeatureFlag(board, 'show-search-stats')).toBe('off')
  })
})

describe('issue 19: percentage rollout by account id', () => {
  const accounts = Array.from(
    { length: 4000 },
    (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  )

  it('is stable per account', () => {
    for (const id of accounts.slice(0, 50)) {
      expect(isInPercentageRollout('c1', id, 30)).toBe(isInPercentageRollout('c1', id, 30))
    }
  })

  it.each([0, 10, 30, 50, 100])('takes roughly %i%% of accounts', (percent) => {
    const inside = accounts.filter((id) => isInPercentageRollout('c1', id, percent)).length
    expect(Math.abs(inside / accounts.length - percent / 100)).toBeLessThan(0.04)
  })

  it('keeps an account inside when the percent grows', () => {
    const at20 = accounts.filter((id) => isInPercentageRollout('c1', id, 20))
    expect(at20.every((id) => isInPercentageRollout('c1', id, 40))).toBe(true)
  })

  it('draws independently between cohorts', () => {
    const inA = accounts.filter((id) => isInPercentageRollout('cohort-a', id, 50))
    const inBoth = inA.filter((id) => isInPercentageRollout('cohort-b', id, 50)).length
    expect(Math.abs(inBoth / accounts.length - 0.25)).toBeLessThan(0.04)
  })
})
