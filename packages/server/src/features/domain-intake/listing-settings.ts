import type { FieldError } from '@namefolio/core/http/error.contract'
import type {
  ListingSettings,
  ListingSettingsPatch,
} from '@namefolio/core/domains/domain-intake.contract'
import { validateIntakePrices } from '@namefolio/core/domains/intake-prices'
import { DEFAULT_LISTING_SETTINGS } from '@namefolio/core/landers/default-listing'
import { validateListingPrices } from '@namefolio/core/pricing/listing-prices'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import { findAccountLander, upsertAccountLander } from './account-lander.repository.ts'

/**
 * The settings of new names when the seller has saved none: spec §3's defaults with no price at
 * all, a make-offer lander (decision 270).
 */
export const DEFAULT_INTAKE_SETTINGS: ListingSettings = {
  landerTemplate: 'PRICE_FORM',
  buynowPrice: DEFAULT_LISTING_SETTINGS.buynowPriceMicros,
  floorPrice: DEFAULT_LISTING_SETTINGS.floorPriceMicros,
  minbidPrice: DEFAULT_LISTING_SETTINGS.minbidPriceMicros,
  leasingEnabled: DEFAULT_LISTING_SETTINGS.leasingEnabled,
  maxLeasePeriod: DEFAULT_LISTING_SETTINGS.maxLeasePeriod,
}

/**
 * Saved settings that a §5 rule refuses (the $5 placeholders saved before decision 270) are
 * never applied: their prices are dropped and the lander falls back to make offer.
 */
function withoutRefusedPrices(s: ListingSettings): ListingSettings {
  if (validateIntakePrices(s).length === 0) return s
  return {
    ...s,
    landerTemplate: DEFAULT_INTAKE_SETTINGS.landerTemplate,
    buynowPrice: null,
    floorPrice: null,
    minbidPrice: null,
    leasingEnabled: false,
  }
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
  const errors = validateIntakePrices(s)
  if (errors.length > 0) {
    throw new AppError('VALIDATION', 'These listing settings are not valid.', { fields: errors })
  }
  return s
}

/** GET /api/v1/account/lander: the seller's default lander, or the make-offer defaults. */
export async function getAccountLander(db: Db, sellerId: string): Promise<ListingSettings> {
  const row = await findAccountLander(db, sellerId)
  if (!row) return DEFAULT_INTAKE_SETTINGS
  return withoutRefusedPrices({
    landerTemplate: row.landerTemplate,
    buynowPrice: row.buynowPriceMicros,
    floorPrice: row.floorPriceMicros,
    minbidPrice: row.minbidPriceMicros,
    leasingEnabled: row.leasingEnabled,
    maxLeasePeriod: row.maxLeasePeriod,
  })
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
