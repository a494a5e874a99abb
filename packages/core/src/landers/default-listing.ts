import { DEFAULT_PRICE_MICROS, LEASE_MIN_MONTHS } from '../constants/price-rules.ts'
import { DEFAULT_LANDER_COLORS } from './lander-theme.ts'

/** Default listing settings (spec §3); prices are micros (decision 107). */
export const DEFAULT_LISTING_SETTINGS = {
  ...DEFAULT_LANDER_COLORS,
  buynowPriceMicros: DEFAULT_PRICE_MICROS,
  floorPriceMicros: DEFAULT_PRICE_MICROS,
  minbidPriceMicros: DEFAULT_PRICE_MICROS,
  featured: false,
  hidden: false,
  intakeStyle: 'PRICE_FORM',
  landingPage: 'SALES',
  leasingEnabled: false,
  maxLeasePeriod: LEASE_MIN_MONTHS,
} as const
