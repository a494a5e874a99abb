/** The lander templates of spec §3. */
export const LANDER_TEMPLATES = [
  'PRICE_FORM',
  'BUY_NOW',
  'CASH_PARKING',
  'LEASE_TO_OWN',
  'CUSTOM_LANDER',
] as const
export type LanderTemplate = (typeof LANDER_TEMPLATES)[number]

/** Sale price types, which double as intake styles (spec §3). */
export const SALE_PRICE_TYPES = ['BUY_NOW', 'LEASE_TO_OWN', 'PRICE_FORM', 'CUSTOM_LANDER'] as const
export type SalePriceType = (typeof SALE_PRICE_TYPES)[number]
export type IntakeStyle = SalePriceType

export const LANDING_PAGE_TYPES = ['SALES', 'PARKING'] as const
export type LandingPageType = (typeof LANDING_PAGE_TYPES)[number]

export type LanderLanding = { landingPage: LandingPageType; intakeStyle: IntakeStyle }

/**
 * Template → landing page and intake style (spec §3 "Template mapping"): cash parking is a
 * parking page with the price form; the others are sales pages with their own intake style.
 */
export function landingForTemplate(template: LanderTemplate): LanderLanding {
  if (template === 'CASH_PARKING') return { landingPage: 'PARKING', intakeStyle: 'PRICE_FORM' }
  return { landingPage: 'SALES', intakeStyle: template }
}

/** The template a saved landing page and intake style came from. */
export function templateForLanding(landing: LanderLanding): LanderTemplate {
  return landing.landingPage === 'PARKING' ? 'CASH_PARKING' : landing.intakeStyle
}

/** Templates whose lander takes a background colour (spec §4: lease to own, custom lander). */
export function allowsBackgroundColor(template: LanderTemplate): boolean {
  return template === 'LEASE_TO_OWN' || template === 'CUSTOM_LANDER'
}

/**
 * Spec §4 "Lander template change": a buy-now template with a buy-now price below 1 is
 * refused (a critical growl, nothing saved).
 */
export function canApplyTemplate(template: LanderTemplate, buyNowUsd: number | null): boolean {
  return template !== 'BUY_NOW' || (buyNowUsd ?? 0) >= 1
}
