import type { MembershipPlan } from '@namefolio/core/account/account.constants'
import { planRank } from '@namefolio/core/membership/membership-plans'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import type { MembershipDeps } from './membership-deps.ts'
import { findSubscription, updateSubscription } from './membership.repository.ts'

const refuse = (field: string, code: string, message: string) =>
  new AppError('VALIDATION', message, { fields: [{ field, code }] })

/** The seller's subscription in a period that has not ended, or a coded refusal. */
async function getRunningSubscription(deps: MembershipDeps, user: UserRow, field: string) {
  const sub = await findSubscription(deps.db, user.id)
  if (!sub || sub.periodEnd <= deps.now()) {
    throw refuse(field, 'membership.noPaidPeriod', 'There is no paid period to change.')
  }
  return sub
}

/**
 * POST .../membership/downgrade: a lower plan (NONE ends the plan) takes effect at the period
 * end; benefits stay until then and nothing is charged or refunded. The current plan clears a
 * scheduled downgrade.
 */
export async function scheduleDowngrade(
  deps: MembershipDeps,
  user: UserRow,
  plan: MembershipPlan,
): Promise<void> {
  const sub = await getRunningSubscription(deps, user, 'plan')
  if (planRank(plan) > planRank(sub.plan)) {
    throw refuse('plan', 'membership.downgrade.notLower', 'A higher plan is an upgrade.')
  }
  await updateSubscription(deps.db, user.id, {
    scheduledPlan: plan === sub.plan ? null : plan,
  })
}

/**
 * PUT .../membership/auto-renew: cancel (no renewal; benefits kept to expiresAt) or resume.
 * Resuming also clears a scheduled end of the plan.
 */
export async function setAutoRenew(
  deps: MembershipDeps,
  user: UserRow,
  isAutoRenew: boolean,
): Promise<void> {
  const sub = await getRunningSubscription(deps, user, 'isAutoRenew')
  // The card on file was declined for this renewal: charging it again would be declined again.
  if (isAutoRenew && sub.noticeKind === 'RENEWAL_FAILED') {
    throw refuse('isAutoRenew', 'membership.renewal.cardDeclined', 'The renewal was declined.')
  }
  await updateSubscription(deps.db, user.id, {
    isAutoRenew,
    ...(isAutoRenew && sub.scheduledPlan === 'NONE' ? { scheduledPlan: null } : {}),
  })
}
