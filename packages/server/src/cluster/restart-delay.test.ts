import { describe, expect, it } from 'vitest'
import { restartDelayMs } from './restart-delay.ts'

describe('a dead worker is replaced after a pause that grows while workers keep dying (decision 1297)', () => {
  it.each([
    [[0], 250],
    [[0, 1_000], 500],
    [[0, 1_000, 2_000, 3_000], 2_000],
    [Array.from({ length: 12 }, (_, i) => i * 1_000), 30_000],
  ])('deaths at %j → %i ms', (deaths, expected) => {
    expect(restartDelayMs([...deaths], deaths.at(-1)!)).toBe(expected)
  })

  it('forgets deaths older than a minute', () => {
    const deaths = [0, 1_000, 2_000, 120_000]
    expect(restartDelayMs(deaths, 120_000)).toBe(250)
    expect(deaths).toEqual([120_000])
  })
})
