import type { FieldError } from '@namefolio/core/http/error.contract'
import type {
  ListingSettings,
  ListingSettingsPatch,
} from '@namefolio/core/domains/domain-intake.contract'
import { DEFAULT_LISTING_SETTINGS } from '@namefolio/core/landers/default-listing'
import { canApplyTemplate } from '@namefolio/core/landers/lander-template'
import { microsToUsd } from '@namefolio/core/money/money'
import {
  PRICE_ERRORS,
  PRICE_FIELDS,
  validateListingPrices,
} from '@namefolio/core/pricing/listing-prices'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import { findAccountLander, upsertAccountLander } from './account-lander.repository.ts'

/** Spec §3 default listing settings, in the add flow's shape. */
export const DEFAULT_INTAKE_SETTINGS: ListingSettings = {
  landerTemplate: 'PRICE_FORM',
  buynowPrice: DEFAULT_LISTING_SETTINGS.buynowPriceMicros,
  floorPrice: DEFAULT_LISTING_SETTINGS.floorPriceMicros,
  minbidPrice: DEFAULT_LISTING_SETTINGS.minbidPriceMicros,
  leasingEnabled: DEFAULT_LISTING_SETTINGS.leasingEnabled,
  maxLeasePeriod: DEFAULT_LISTING_SETTINGS.maxLeasePeriod,
}

function isDefaultPlaceholder(
  s: Pick<ListingSettings, 'buynowPrice' | 'floorPrice' | 'minbidPrice'>,
) {
  return (
    s.buynowPrice === DEFAULT_INTAKE_SETTINGS.buynowPrice &&
    s.floorPrice === DEFAULT_INTAKE_SETTINGS.floorPrice &&
    s.minbidPrice === DEFAULT_INTAKE_SETTINGS.minbidPrice
  )
}

/**
 * The price and template rules of core applied to settings for new names. The §3 default
 * prices are placeholders of a new listing, not prices (decision 107): they pass unchecked.
 */
export function validateListingSettings(s: ListingSettings): FieldError[] {
  const errors: FieldError[] = []
  if (!isDefaultPlaceholder(s)) {
    errors.push(
      ...validateListingPrices({
        buyNowMicros: s.buynowPrice,
        floorMicros: s.floorPrice,
        minBidMicros: s.minbidPrice,
        leasingEnabled: s.leasingEnabled,
      }),
    )
  }
  const buyNowUsd = s.buynowPrice === null ? null : microsToUsd(s.buynowPrice)
  if (!canApplyTemplate(s.landerTemplate, buyNowUsd) && errors.length === 0) {
    errors.push({ field: PRICE_FIELDS.buyNow, code: PRICE_ERRORS.buyNowRequired })
  }
  return errors
}

/** Prices of one CSV row checked by the same core rules (decision 703). */
export function validateRowPrices(p: {
  buynowPrice: number | null
  floorPrice: number | null
  minbidPrice: number | null
}): FieldError | null {
  return (
    validateListingPrices({
      buyNowMicros: p.buynowPrice,
      floorMicros: p.floorPrice,
      minBidMicros: p.minbidPrice,
    })[0] ?? null
  )
}

export function assertValidSettings(s: ListingSettings): ListingSettings {
  const errors = validateListingSettings(s)
  if (errors.length > 0) {
    throw new AppError('VALIDATION', 'These listing settings are not valid.', { fields: errors })
  }
  return s
}

/** GET /api/v1/account/lander: the seller's default lander, or spec §3's defaults. */
export async function getAccountLander(db: Db, sellerId: string): Promise<ListingSettings> {
  const row = await findAccountLander(db, sellerId)
  if (!row) return DEFAULT_INTAKE_SETTINGS
  return {
    landerTemplate: row.landerTemplate,
    buynowPrice: row.buynowPriceMicros,
    floorPrice: row.floorPriceMicros,
    minbidPrice: row.minbidPriceMicros,
    leasingEnabled: row.leasingEnabled,
    maxLeasePeriod: row.maxLeasePeriod,
  }
}

export async function saveAccountLander(
  db: Db,
  sellerId: string,
  patch: ListingSettingsPatch,
): Promise<ListingSettings> {
  const next = assertValidSettings({ ...(await getAccountLander(db, sellerId)), ...patch })
  const values = {
    landerTemplate: next.landerTemplate,
    buynowPriceMicros: next.buynowPrice,
    floorPriceMicros: next.floorPrice,
    minbidPriceMicros: next.minbidPrice,
    leasingEnabled: next.leasingEnabled,
    maxLeasePeriod: next.maxLeasePeriod,
    updatedAt: new Date(),
  }
  await upsertAccountLander(db, sellerId, values)
  return next
}
