import type { FieldError } from '../http/error.contract.ts'
import { canApplyTemplate } from '../landers/lander-template.ts'
import { microsToUsd } from '../money/money.ts'
import { PRICE_ERRORS, PRICE_FIELDS, validateListingPrices } from '../pricing/listing-prices.ts'
import type { ListingSettings } from './domain-intake.contract.ts'

/** The three prices of a new name, in micros; null is no price. */
export type IntakePrices = Pick<ListingSettings, 'buynowPrice' | 'floorPrice' | 'minbidPrice'>

/**
 * The rules a new name's prices must pass (spec §5 listing price rules, §4 template change): the
 * server refuses what breaks them and the review step checks the same before sending
 * (decisions 270, 272). At most one error per price field, buy now first.
 */
export function validateIntakePrices(
  s: Pick<ListingSettings, 'landerTemplate' | 'leasingEnabled'> & IntakePrices,
): FieldError[] {
  const errors = validateListingPrices({
    buyNowMicros: s.buynowPrice,
    floorMicros: s.floorPrice,
    minBidMicros: s.minbidPrice,
    leasingEnabled: s.leasingEnabled,
  })
  const buyNowUsd = s.buynowPrice === null ? null : microsToUsd(s.buynowPrice)
  if (!canApplyTemplate(s.landerTemplate, buyNowUsd) && errors.length === 0) {
    errors.push({ field: PRICE_FIELDS.buyNow, code: PRICE_ERRORS.buyNowRequired })
  }
  return errors
}

/** The prices one name will get: its own when the seller set them, else the entry's. */
export function pricesForName(
  settings: IntakePrices,
  own: Readonly<Record<string, IntakePrices>>,
  name: string,
): IntakePrices {
  const set = Object.hasOwn(own, name) ? own[name] : undefined
  const from = set ?? settings
  return {
    buynowPrice: from.buynowPrice,
    floorPrice: from.floorPrice,
    minbidPrice: from.minbidPrice,
  }
}
