import { MEMBERSHIP_PLANS } from '@namefolio/core/account/account.constants'
import { isTopTierMember } from '@namefolio/core/account/membership'
import { isExpiringSoon } from '@namefolio/core/membership/membership-billing'
import { benefitsOf, PLAN_PRICES_MICROS } from '@namefolio/core/membership/membership-plans'
import type { MyMembership } from '@namefolio/core/membership/membership.contract'
import type { UserRow } from '../../db/schema/users.ts'
import type { MembershipDeps } from './membership-deps.ts'
import { findSubscription, findUserPlan, listInvoices } from './membership.repository.ts'

/** The invoice number a seller sees: M- and the first eight hex digits of its id. */
export function membershipInvoiceNumber(id: string): string {
  return `M-${id.slice(0, 8).toUpperCase()}`
}

/** GET /api/v1/account/membership: the seller's plan, measured on the money clock. */
export async function getMyMembership(deps: MembershipDeps, user: UserRow): Promise<MyMembership> {
  const now = deps.now()
  const [current, sub, invoices, flagOn] = await Promise.all([
    findUserPlan(deps.db, user.id),
    findSubscription(deps.db, user.id),
    listInvoices(deps.db, user.id),
    deps.isSearchStatsOn(user.id),
  ])
  const plan = current?.plan ?? 'NONE'
  const expiresAt = current?.expiresAt ?? null
  const membership = { plan, expiresAt: expiresAt?.toISOString() ?? null }
  const isActive = plan !== 'NONE' && (expiresAt === null || now < expiresAt)
  const willRenew = sub !== null && sub.isAutoRenew && sub.scheduledPlan !== 'NONE'
  return {
    plan,
    expiresAt: membership.expiresAt,
    cycle: sub?.cycle ?? null,
    isAutoRenew: sub?.isAutoRenew ?? false,
    scheduledPlan: sub?.scheduledPlan ?? null,
    isActive,
    hasSearchStats: isTopTierMember(membership, flagOn, now),
    isExpiringSoon: isActive && isExpiringSoon(expiresAt, willRenew, now),
    notice:
      sub?.noticeKind && sub.noticeAt
        ? { kind: sub.noticeKind, days: sub.noticeDays, at: sub.noticeAt.toISOString() }
        : null,
    now: now.toISOString(),
    isSandbox: deps.payments.isSandbox,
    plans: MEMBERSHIP_PLANS.map((p) => ({
      plan: p,
      pricesMicros: { ...PLAN_PRICES_MICROS[p] },
      benefits: benefitsOf(p, flagOn),
    })),
    invoices: invoices.map((i) => ({
      id: i.id,
      invoiceNumber: membershipInvoiceNumber(i.id),
      kind: i.kind,
      plan: i.plan,
      cycle: i.cycle,
      amountMicros: i.amountMicros,
      createdAt: i.createdAt.toISOString(),
    })),
  }
}
