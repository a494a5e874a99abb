import { commissionBpsFor } from '../sales/commission.ts'
import {
  MEMBERSHIP_PLANS,
  type MembershipPlan,
  type SellerApprovalStatus,
} from './account.constants.ts'
import {
  BOOST_TABLE,
  boostedCommissionBps,
  boostSurchargeBps,
  boostTermsFor,
  CLUB_BOOST_DISCOUNT_PCT,
} from './boost.ts'
import { CLUB_PLANS, isDiscountClubMember } from './discount-club.ts'
import { isMembershipExpired, type Membership } from './membership.ts'
import type { AccountBoost, DiscountClub, PartnerStatus } from './standing.contract.ts'

/** The plan whose commission applies today: an expired plan counts as none (decision 803). */
export function effectivePlan(m: Membership, now: Date): MembershipPlan {
  return isMembershipExpired(m, now) ? 'NONE' : m.plan
}

export type SellerTerms = { membership: Membership; boostLevel: number }

/**
 * The commission of a sale or lease made now (decisions 803, 1020): the effective plan's rate
 * less the lease tier's discount, plus the boost surcharge (halved for club members).
 */
export function sellerCommissionBps(terms: SellerTerms, now: Date, leaseDiscountPct = 0): number {
  const plan = effectivePlan(terms.membership, now)
  return boostedCommissionBps(
    commissionBpsFor(plan, leaseDiscountPct),
    terms.boostLevel,
    isDiscountClubMember(terms.membership, now),
  )
}

/** `GET v1/account/boost`: the level, and every level with what this seller would pay. */
export function accountBoostOf(
  terms: SellerTerms,
  now: Date,
  since: string | null = null,
): AccountBoost {
  const isClubMember = isDiscountClubMember(terms.membership, now)
  const planCommissionBps = commissionBpsFor(effectivePlan(terms.membership, now))
  return {
    level: boostTermsFor(terms.boostLevel).level,
    since,
    planCommissionBps,
    isDiscountClubMember: isClubMember,
    commissionBps: sellerCommissionBps(terms, now),
    levels: BOOST_TABLE.map((t) => ({
      level: t.level,
      name: t.name,
      listSurchargeBps: t.surchargeBps,
      surchargeBps: boostSurchargeBps(t.level, isClubMember),
      commissionBps: boostedCommissionBps(planCommissionBps, t.level, isClubMember),
    })),
  }
}

/** `GET v1/account/ddc` (decision 1021). */
export function discountClubOf(membership: Membership, now: Date): DiscountClub {
  const isMember = isDiscountClubMember(membership, now)
  return {
    isMember,
    plan: membership.plan,
    memberUntil: isMember ? membership.expiresAt : null,
    boostDiscountPct: CLUB_BOOST_DISCOUNT_PCT,
    qualifyingPlans: [...CLUB_PLANS],
  }
}

/**
 * `GET v1/account/partner/status` (decision 1022): the partner level is the plan in force
 * (the levels of the /premium-partner-levels page), with what it costs the seller today and
 * the next level up.
 */
export function partnerStatusOf(
  terms: SellerTerms & { approvalStatus: SellerApprovalStatus },
  now: Date,
): PartnerStatus {
  const level = effectivePlan(terms.membership, now)
  const next = MEMBERSHIP_PLANS[MEMBERSHIP_PLANS.indexOf(level) + 1]
  return {
    level,
    plan: terms.membership.plan,
    expiresAt: terms.membership.expiresAt,
    isExpired: isMembershipExpired(terms.membership, now),
    approvalStatus: terms.approvalStatus,
    isDiscountClubMember: isDiscountClubMember(terms.membership, now),
    boostLevel: boostTermsFor(terms.boostLevel).level,
    planCommissionBps: commissionBpsFor(level),
    commissionBps: sellerCommissionBps(terms, now),
    nextLevel: next ? { plan: next, planCommissionBps: commissionBpsFor(next) } : null,
  }
}
