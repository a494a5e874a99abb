import { landerOfferModeFromFlags } from '@namefolio/core/landers/lander-mode'
import type { LanderTemplate } from '@namefolio/core/landers/lander-template'
import { microsToUsd } from '@namefolio/core/money/money'
import type { PortfolioDomain } from '@namefolio/core/portfolio/portfolio.contract'

/** A portfolio row as the API sends it (core's contract, spec §3). */
export type PortfolioRow = PortfolioDomain

/** A price in whole dollars for the rules of core, which take dollars (spec §5). */
export function usdOf(micros: number | null | undefined): number | null {
  return micros === null || micros === undefined ? null : microsToUsd(micros)
}

export function buyNowUsdOf(row: Pick<PortfolioRow, 'buynowPriceMicros'>): number | null {
  return usdOf(row.buynowPriceMicros)
}

export function landerTemplateOf(row: Pick<PortfolioRow, 'landerTemplate'>): LanderTemplate {
  return row.landerTemplate
}

/** The custom lander's offer mode from its three option flags (spec §3). */
export function offerModeOf(row: PortfolioRow) {
  return landerOfferModeFromFlags(row)
}

/**
 * The fraud flag of spec §4: the contract carries no separate flag, so an OWNERSHIP_REVIEW
 * reason is read as it (decision 303).
 */
export function hasFraudFlag(row: Pick<PortfolioRow, 'reviews'>): boolean {
  return row.reviews.includes('OWNERSHIP_REVIEW')
}
