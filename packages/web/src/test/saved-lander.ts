import { DEFAULT_LANDER_COLORS } from '@namefolio/core/landers/lander-theme'
import type { AccountLander } from '@namefolio/core/account/account-defaults.contract'

/**
 * The seller's saved default lander (GET /api/v1/account/lander) for the account defaults form
 * tests: a buy-now lander at `buynowPrice` micros, no lease to own, spec §3's colours and options.
 */
export function savedLander(buynowPrice: number): AccountLander {
  return {
    landerTemplate: 'BUY_NOW',
    buynowPrice,
    floorPrice: null,
    minbidPrice: null,
    leasingEnabled: false,
    maxLeasePeriod: 2,
    ...DEFAULT_LANDER_COLORS,
    showLanderBuyNowOption: true,
    showLanderLeaseToOwnOption: true,
    showLanderMakeOfferOption: true,
  }
}
