import { describe, expect, it } from 'vitest'
import { isPresetParkingRange } from './parking-range.ts'

// Issue 19 / spec §6 customDateRange: only a custom range needs the switch; spec §9 presets.
describe('which parking ranges are presets', () => {
  const today = '2026-03-31'
  it.each([
    [{}, true],
    [{ from: '2026-03-02', to: today }, true],
    [{ from: '2026-01-01', to: today }, true],
    [{ from: '2026-03-25', to: today }, false],
    [{ from: '2026-03-01', to: '2026-03-30' }, false],
    [{ to: today }, false],
    [{ from: '2026-03-02' }, false],
  ])('%j is a preset: %s', (query, isPreset) => {
    expect(isPresetParkingRange(query, today)).toBe(isPreset)
  })
})
