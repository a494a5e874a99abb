/** The five lander offer modes (spec §3). */
export const LANDER_OFFER_MODES = ['BIN', 'BIN+LTO', 'BIN+LTO+MO', 'BIN+MO', 'MO'] as const
export type LanderOfferMode = (typeof LANDER_OFFER_MODES)[number]

/** The offer mode names of spec §3, one per mode. */
export const OFFER_MODE_NAMES = {
  BIN: 'buyNowOnly',
  'BIN+LTO': 'buyNowAndLTO',
  'BIN+LTO+MO': 'buyNowLTOAndMakeOffer',
  'BIN+MO': 'buyNowAndMakeOffer',
  MO: 'makeOfferOnly',
} as const satisfies Record<LanderOfferMode, string>
export type OfferModeName = (typeof OFFER_MODE_NAMES)[LanderOfferMode]

export type LanderOptionFlags = {
  showLanderBuyNowOption: boolean
  showLanderLeaseToOwnOption: boolean
  showLanderMakeOfferOption: boolean
}

/** Combines the three option flags into a mode; any other combination is BIN+LTO (spec §3). */
export function landerOfferModeFromFlags(flags: LanderOptionFlags): LanderOfferMode {
  const key = [
    flags.showLanderBuyNowOption ? 'BIN' : '',
    flags.showLanderLeaseToOwnOption ? 'LTO' : '',
    flags.showLanderMakeOfferOption ? 'MO' : '',
  ]
    .filter(Boolean)
    .join('+')
  return (LANDER_OFFER_MODES as readonly string[]).includes(key)
    ? (key as LanderOfferMode)
    : 'BIN+LTO'
}

/** The flags that produce a mode (the inverse of `landerOfferModeFromFlags`). */
export function landerFlagsForMode(mode: LanderOfferMode): LanderOptionFlags {
  const parts = mode.split('+')
  return {
    showLanderBuyNowOption: parts.includes('BIN'),
    showLanderLeaseToOwnOption: parts.includes('LTO'),
    showLanderMakeOfferOption: parts.includes('MO'),
  }
}

/** Whether a mode sells at a fixed price, so that it needs a buy-now price (spec §5). */
export function offerModeNeedsBuyNow(mode: LanderOfferMode): boolean {
  return mode !== 'MO'
}
