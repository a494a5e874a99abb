import type { MembershipPlan } from './account.constants.ts'
import { isMembershipExpired, type Membership } from './membership.ts'

/**
 * The discount domain club (spec §7 `GET v1/account/ddc`; decision 1021): on Namefolio it is
 * the member benefit of the Premium and Pro plans. Members pay half the boost surcharge; the
 * membership runs exactly as long as the plan.
 */
export const CLUB_PLANS: readonly MembershipPlan[] = ['PREMIUM', 'PRO']

export function isDiscountClubMember(m: Membership, now: Date): boolean {
  return CLUB_PLANS.includes(m.plan) && !isMembershipExpired(m, now)
}
