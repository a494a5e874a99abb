import type { MembershipPlan } from './account.constants.ts'

export type Membership = { plan: MembershipPlan; expiresAt: string | null }

/** Spec §6: top tier is PRO only when the search-stats flag is on, otherwise PRO or PREMIUM. */
export function isTopTierPlan(plan: MembershipPlan, searchStatsFlagOn: boolean): boolean {
  return searchStatsFlagOn ? plan === 'PRO' : plan === 'PRO' || plan === 'PREMIUM'
}

/** Expired when expiresAt has passed; no expiry date means it never expires. */
export function isMembershipExpired(m: Membership, now: Date): boolean {
  return m.expiresAt !== null && Date.parse(m.expiresAt) <= now.getTime()
}

/** A top-tier plan that has not expired: what the search-statistics column needs (spec §6). */
export function isTopTierMember(m: Membership, searchStatsFlagOn: boolean, now: Date): boolean {
  return isTopTierPlan(m.plan, searchStatsFlagOn) && !isMembershipExpired(m, now)
}

/** Whether to offer the upgrade prompt and modal instead of search statistics (spec §6). */
export function needsMembershipUpgrade(
  m: Membership,
  searchStatsFlagOn: boolean,
  now: Date,
): boolean {
  return !isTopTierMember(m, searchStatsFlagOn, now)
}

/** The upgrade modal's actions (spec §6). */
export const MEMBERSHIP_UPGRADE_ACTIONS = ['upgrade', 'cancel'] as const
