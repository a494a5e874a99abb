/**
 * Boost levels (spec §2 /account/boost, §7 `GET, PATCH v1/account/boost`; decision 1020).
 * A seller buys placement with commission: each level adds a surcharge to the commission of
 * sales made while it is on, and ranks the seller's listings above listings of equal relevance
 * that have a lower level (marketplace search, bulk search and browsing).
 */
export const BOOST_LEVELS = [0, 1, 2, 3] as const
export type BoostLevel = (typeof BOOST_LEVELS)[number]

export const BOOST_LEVEL_NAMES = ['STANDARD', 'BOOST', 'BOOST_PLUS', 'BOOST_MAX'] as const
export type BoostLevelName = (typeof BOOST_LEVEL_NAMES)[number]

export type BoostTerms = {
  level: BoostLevel
  name: BoostLevelName
  /** Added to the plan's commission, in basis points, before the club discount. */
  surchargeBps: number
}

/** The published fee table (pricing and fees page; decision 1020). */
export const BOOST_TABLE: readonly BoostTerms[] = [
  { level: 0, name: 'STANDARD', surchargeBps: 0 },
  { level: 1, name: 'BOOST', surchargeBps: 100 },
  { level: 2, name: 'BOOST_PLUS', surchargeBps: 250 },
  { level: 3, name: 'BOOST_MAX', surchargeBps: 500 },
]

/** Discount domain club members pay this share less of a boost's surcharge (decision 1021). */
export const CLUB_BOOST_DISCOUNT_PCT = 50

export function isBoostLevel(value: number): value is BoostLevel {
  return (BOOST_LEVELS as readonly number[]).includes(value)
}

/** The terms of one level; levels outside the table (old data) count as the nearest one. */
export function boostTermsFor(level: number): BoostTerms {
  const clamped = Math.min(Math.max(Math.trunc(level), 0), BOOST_TABLE.length - 1)
  return BOOST_TABLE[clamped]!
}

/** The surcharge a seller pays for a level: halved (rounded down) for club members. */
export function boostSurchargeBps(level: number, isClubMember: boolean): number {
  const { surchargeBps } = boostTermsFor(level)
  return isClubMember
    ? Math.floor((surchargeBps * (100 - CLUB_BOOST_DISCOUNT_PCT)) / 100)
    : surchargeBps
}

/**
 * The commission of a sale made now: the plan's rate (after any lease discount, see
 * `commissionBpsFor`) plus the boost surcharge. Checkout stores the result on the transaction,
 * so a later change of boost or plan never touches a sale already made.
 */
export function boostedCommissionBps(
  baseBps: number,
  level: number,
  isClubMember: boolean,
): number {
  return baseBps + boostSurchargeBps(level, isClubMember)
}
