import { LEASE_MIN_MONTHS } from '../constants/price-rules.ts'
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
