import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isHexColor,
  LANDER_COLOR_MODES,
  LANDER_THEMES,
  resolveCustomColor,
} from './lander-theme.ts'

describe('spec §3, §5 lander colours', () => {
  it('names the themes and modes', () => {
    expect(LANDER_THEMES).toEqual([
      'AUTO',
      'PRIMARY',
      'TEAL_GRADIENT',
      'PURPLE_GRADIENT',
      'YELLOW_GRADIENT',
      'CORAL_GRADIENT',
      'CUSTOM',
    ])
    expect(LANDER_COLOR_MODES).toEqual(['AUTO', 'DARK', 'LIGHT'])
  })

  it.each([
    ['#abcdef', true],
    ['#ABC', true],
    ['abcdef', false],
    ['#abcd', false],
    ['#ggg', false],
    ['red', false],
  ])('custom colour %s is hex: %s', (v, ok) => {
    expect(isHexColor(v)).toBe(ok)
  })

  it.each([
    [null, '#000000'],
    [undefined, '#000000'],
    ['', '#000000'],
    ['blue', '#000000'],
    ['#123456', '#123456'],
  ])('a custom lander colour %j shows as %s (default black)', (v, shown) => {
    expect(resolveCustomColor(v)).toBe(shown)
  })

  it('accepts every six-digit hex colour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) =>
        isHexColor(`#${n.toString(16).padStart(6, '0')}`),
      ),
    )
  })
})
