import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  LANDER_OFFER_MODES,
  landerFlagsForMode,
  landerOfferModeFromFlags,
  OFFER_MODE_NAMES,
  offerModeNeedsBuyNow,
} from './lander-mode.ts'

const flags = (bin: boolean, lto: boolean, mo: boolean) => ({
  showLanderBuyNowOption: bin,
  showLanderLeaseToOwnOption: lto,
  showLanderMakeOfferOption: mo,
})

describe('spec §3 lander option flags → one of five modes', () => {
  it.each([
    [flags(true, false, false), 'BIN'],
    [flags(true, true, false), 'BIN+LTO'],
    [flags(true, true, true), 'BIN+LTO+MO'],
    [flags(true, false, true), 'BIN+MO'],
    [flags(false, false, true), 'MO'],
    [flags(false, false, false), 'BIN+LTO'],
    [flags(false, true, false), 'BIN+LTO'],
    [flags(false, true, true), 'BIN+LTO'],
  ])('%j → %s', (f, mode) => {
    expect(landerOfferModeFromFlags(f)).toBe(mode)
  })

  it.each([
    ['BIN', 'buyNowOnly'],
    ['BIN+LTO', 'buyNowAndLTO'],
    ['BIN+LTO+MO', 'buyNowLTOAndMakeOffer'],
    ['BIN+MO', 'buyNowAndMakeOffer'],
    ['MO', 'makeOfferOnly'],
  ] as const)('%s is named %s', (mode, name) => {
    expect(OFFER_MODE_NAMES[mode]).toBe(name)
  })

  it('round-trips every mode through its flags', () => {
    for (const mode of LANDER_OFFER_MODES)
      expect(landerOfferModeFromFlags(landerFlagsForMode(mode))).toBe(mode)
  })

  it('maps every flag combination to a known mode', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (a, b, c) => {
        expect(LANDER_OFFER_MODES).toContain(landerOfferModeFromFlags(flags(a, b, c)))
      }),
    )
  })

  it('needs a buy-now price in every mode but make-offer only', () => {
    expect(LANDER_OFFER_MODES.filter(offerModeNeedsBuyNow)).toEqual([
      'BIN',
      'BIN+LTO',
      'BIN+LTO+MO',
      'BIN+MO',
    ])
  })
})
