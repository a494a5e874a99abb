import { MEMBERSHIP_PLANS, type MembershipPlan } from '../account/account.constants.ts'
import { CLUB_PLANS } from '../account/discount-club.ts'
import { isTopTierPlan } from '../account/membership.ts'
import { COMMISSION_BPS_BY_PLAN } from '../sales/commission.ts'

/**
 * The plan catalogue (issue 19, decision 1315): zod-free values the browser and the server
 * share. Prices are integer micros; benefits are read from the rules that enforce them
 * (commission 803, discount club 1021, search statistics spec §6), never restated here.
 */
export const BILLING_CYCLES = ['MONTHLY', 'YEARLY'] as const
export type BillingCycle = (typeof BILLING_CYCLES)[number]

/** Months in one period of a cycle. */
export const CYCLE_MONTHS: Readonly<Record<BillingCycle, number>> = { MONTHLY: 1, YEARLY: 12 }

/** The plans a seller can buy (NONE is what is left when a plan ends). */
export const PAID_PLANS = ['BASIC', 'PREMIUM', 'PRO'] as const satisfies readonly MembershipPlan[]
export type PaidPlan = (typeof PAID_PLANS)[number]

/** Published prices per period, in micros (yearly is ten months' price). */
export const PLAN_PRICES_MICROS: Readonly<Record<MembershipPlan, Record<BillingCycle, number>>> = {
  NONE: { MONTHLY: 0, YEARLY: 0 },
  BASIC: { MONTHLY: 9_000_000, YEARLY: 90_000_000 },
  PREMIUM: { MONTHLY: 29_000_000, YEARLY: 290_000_000 },
  PRO: { MONTHLY: 79_000_000, YEARLY: 790_000_000 },
}

export type PlanBenefits = {
  /** Search statistics in the portfolio (spec §6 top tier, depends on the search-stats flag). */
  hasSearchStats: boolean
  /** Our commission on a sale, in basis points (decision 803). */
  commissionBps: number
  /** Discount domain club: half the boost surcharge (decision 1021). */
  isDiscountClub: boolean
}

export function benefitsOf(plan: MembershipPlan, searchStatsFlagOn: boolean): PlanBenefits {
  return {
    hasSearchStats: isTopTierPlan(plan, searchStatsFlagOn),
    commissionBps: COMMISSION_BPS_BY_PLAN[plan],
    isDiscountClub: CLUB_PLANS.includes(plan),
  }
}

/** Plans ordered by rank: an upgrade goes to a higher rank, a downgrade to a lower one. */
export function planRank(plan: MembershipPlan): number {
  return MEMBERSHIP_PLANS.indexOf(plan)
}

export function isPaidPlan(plan: MembershipPlan): plan is PaidPlan {
  return (PAID_PLANS as readonly string[]).includes(plan)
}
