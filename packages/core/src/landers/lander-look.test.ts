import { describe, expect, it } from 'vitest'
import {
  inkFor,
  landerActionsFor,
  landerLookFor,
  landerModeFor,
  landerSchemeFor,
  THEME_BACKGROUNDS,
} from './lander-look.ts'
import type { LanderTemplate } from './lander-template.ts'

const ALL_ON = {
  showLanderBuyNowOption: true,
  showLanderLeaseToOwnOption: true,
  showLanderMakeOfferOption: true,
}

describe('spec §3 template modes: only the custom lander reads the option flags', () => {
  it.each<[LanderTemplate, string]>([
    ['BUY_NOW', 'BIN'],
    ['LEASE_TO_OWN', 'BIN+LTO'],
    ['PRICE_FORM', 'MO'],
    ['CASH_PARKING', 'MO'],
    ['CUSTOM_LANDER', 'BIN+LTO+MO'],
  ])('%s sells in %s with every option on', (template, mode) => {
    expect(landerModeFor(template, ALL_ON)).toBe(mode)
  })

  it('a custom lander with buy now and make offer only is BIN+MO', () => {
    expect(landerModeFor('CUSTOM_LANDER', { ...ALL_ON, showLanderLeaseToOwnOption: false })).toBe(
      'BIN+MO',
    )
  })
})

describe('spec §4 background colour: only lease to own and custom lander take a theme', () => {
  const teal = { backgroundColorOption: 'TEAL_GRADIENT', backgroundColorCustom: null }
  it.each<[LanderTemplate, string]>([
    ['LEASE_TO_OWN', 'TEAL_GRADIENT'],
    ['CUSTOM_LANDER', 'TEAL_GRADIENT'],
    ['BUY_NOW', 'AUTO'],
    ['PRICE_FORM', 'AUTO'],
  ])('%s shows the %s theme', (template, option) => {
    const look = landerLookFor(template, teal)
    expect(look.option).toBe(option)
    expect(look.background).toBe(THEME_BACKGROUNDS[option as 'AUTO'])
  })

  it('a custom colour that is not hex falls back to black with white text (spec §5)', () => {
    expect(
      landerLookFor('CUSTOM_LANDER', {
        backgroundColorOption: 'CUSTOM',
        backgroundColorCustom: 'x',
      }),
    ).toEqual({ option: 'CUSTOM', background: '#000000', ink: '#ffffff', gradient: false })
  })

  it.each([
    ['#ffffff', '#101828'],
    ['#000', '#ffffff'],
    ['#ABCDEF', '#101828'],
  ])('text on %s is %s, whichever reads better', (background, ink) => {
    expect(inkFor(background)).toBe(ink)
  })

  it('an unknown font colour option reads as AUTO', () => {
    expect(landerSchemeFor('DARK')).toBe('DARK')
    expect(landerSchemeFor('PINK')).toBe('AUTO')
  })
})

describe('lander actions (decision 501)', () => {
  it.each([
    ['BUY_NOW', 'BIN', 1200, false, ['buyNow']],
    ['BUY_NOW', 'BIN', null, false, ['offer']],
    ['LEASE_TO_OWN', 'BIN+LTO', 1200, false, ['buyNow', 'lease']],
    ['LEASE_TO_OWN', 'BIN+LTO', 100, false, ['buyNow']],
    ['CUSTOM_LANDER', 'BIN+LTO+MO', 1200, false, ['buyNow', 'offer']],
    ['CUSTOM_LANDER', 'BIN+LTO+MO', 1200, true, ['buyNow', 'lease', 'offer']],
    ['PRICE_FORM', 'MO', 1200, true, ['offer']],
  ] as const)(
    '%s in %s with $%s and leasing %s offers %j',
    (template, mode, buyNowUsd, leasingEnabled, expected) => {
      const { actions } = landerActionsFor({ template, mode, buyNowUsd, leasingEnabled })
      expect([...actions]).toEqual(expected)
    },
  )

  it('a reserved name only takes offers (decision 962)', () => {
    const { actions } = landerActionsFor({
      template: 'LEASE_TO_OWN',
      mode: 'BIN+LTO',
      buyNowUsd: 1200,
      leasingEnabled: true,
      isReserved: true,
    })
    expect([...actions]).toEqual(['offer'])
  })
})
