import {
  BUY_NOW_MIN_USD,
  FLOOR_MIN_USD,
  LEASE_BUY_NOW_MAX_USD,
  LEASE_BUY_NOW_MIN_USD,
  MIN_BID_MIN_USD,
  PRICE_CEILING_USD,
} from '../constants/price-rules.ts'
import { PRICE_ERRORS } from '../pricing/listing-prices.ts'

/** Message key of the Buy Now lander without a buy-now price (server's edit rule). */
export const LANDER_BUY_NOW_REFUSAL = 'portfolio.growl.lander.error.buyNow'
/** Message key of a lease period outside what the price allows. */
export const LEASE_PERIOD_REFUSAL = 'editDomain.lease.maxLeasePeriod.range'

/** The values each refusal's message needs (the web formats them with its catalog). */
export const REFUSAL_VALUES: Record<string, Record<string, number>> = {
  [PRICE_ERRORS.ltoInvalidPrice]: { min: LEASE_BUY_NOW_MIN_USD, max: LEASE_BUY_NOW_MAX_USD },
  [PRICE_ERRORS.limit]: { max: PRICE_CEILING_USD },
  [PRICE_ERRORS.buyNowLow]: { min: BUY_NOW_MIN_USD },
  [PRICE_ERRORS.floorLow]: { min: FLOOR_MIN_USD },
  [PRICE_ERRORS.minimumLow]: { min: MIN_BID_MIN_USD },
}

const usd = (n: number) => `$${n.toLocaleString('en-US')}`

/**
 * The refusal reasons in words for the downloadable CSV (a file, not a screen: the server
 * writes it in English, the portal's locale; decision 278). Unknown keys fall back to the key.
 */
export const REFUSAL_WORDS: Record<string, string> = {
  [PRICE_ERRORS.ltoInvalidPrice]: `With lease to own, the buy-now price must be between ${usd(LEASE_BUY_NOW_MIN_USD)} and ${usd(LEASE_BUY_NOW_MAX_USD)}.`,
  [PRICE_ERRORS.buyNowRequired]: 'A buy-now price is required.',
  [PRICE_ERRORS.limit]: `Prices must be below ${usd(PRICE_CEILING_USD)}.`,
  [PRICE_ERRORS.buyNowCompare]:
    'The buy-now price cannot be lower than the floor or the minimum bid.',
  [PRICE_ERRORS.buyNowLow]: `The buy-now price must be at least ${usd(BUY_NOW_MIN_USD)}.`,
  [PRICE_ERRORS.floorCompare]: 'The floor must be between the minimum bid and the buy-now price.',
  [PRICE_ERRORS.floorLow]: `The floor must be at least ${usd(FLOOR_MIN_USD)}.`,
  [PRICE_ERRORS.minimumLow]: `The minimum bid must be at least ${usd(MIN_BID_MIN_USD)}.`,
  [PRICE_ERRORS.minimumCompare]:
    'The minimum bid cannot be higher than the floor or the buy-now price.',
  [LANDER_BUY_NOW_REFUSAL]: 'The Buy Now lander needs a buy-now price.',
  [LEASE_PERIOD_REFUSAL]: 'The lease period is outside what the buy-now price allows.',
}

export function refusalInWords(code: string): string {
  return REFUSAL_WORDS[code] ?? code
}
