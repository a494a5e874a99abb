import { LEASE_MIN_MONTHS } from '../constants/price-rules.ts'
import type { ListingSettings } from '../domains/domain-intake.contract.ts'
import { DEFAULT_LANDER_COLORS } from './lander-theme.ts'

/**
 * Default listing settings (spec §3). The spec's default price (5000000) is not a listing price:
 * a new name has no buy now, floor or minimum bid until the seller sets them (decision 270).
 */
export const DEFAULT_LISTING_SETTINGS = {
  ...DEFAULT_LANDER_COLORS,
  buynowPriceMicros: null,
  floorPriceMicros: null,
  minbidPriceMicros: null,
  featured: false,
  hidden: false,
  intakeStyle: 'PRICE_FORM',
  landingPage: 'SALES',
  leasingEnabled: false,
  maxLeasePeriod: LEASE_MIN_MONTHS,
} as const

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
