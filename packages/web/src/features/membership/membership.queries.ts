import { queryOptions } from '@tanstack/react-query'
import type { MembershipPlan } from '@namefolio/core/account/account.constants'
import type { BillingCycle } from '@namefolio/core/membership/membership-plans'
import { membershipEndpoints as E } from '@namefolio/core/membership/membership.endpoints'
import { callEndpoint } from '../../lib/api-client'

export const membershipKeys = {
  all: ['membership'] as const,
  mine: () => [...membershipKeys.all, 'mine'] as const,
  quote: (plan: MembershipPlan, cycle: BillingCycle) =>
    [...membershipKeys.all, 'quote', plan, cycle] as const,
}

export const membershipQueries = {
  /** The plan on the money clock: expiry can pass between visits, so ask on each one. */
  mine: () =>
    queryOptions({
      queryKey: membershipKeys.mine(),
      queryFn: ({ signal }) => callEndpoint(E.mine, {}, { signal }),
      staleTime: 0,
    }),
  quote: (plan: MembershipPlan, cycle: BillingCycle) =>
    queryOptions({
      queryKey: membershipKeys.quote(plan, cycle),
      queryFn: ({ signal }) => callEndpoint(E.quote, { query: { plan, cycle } }, { signal }),
      staleTime: 0,
    }),
}

export const membershipCalls = {
  purchase: (body: {
    plan: 'BASIC' | 'PREMIUM' | 'PRO'
    cycle: BillingCycle
    cardNumber: string
    idempotencyKey: string
  }) => callEndpoint(E.purchase, { body }),
  downgrade: (plan: MembershipPlan) => callEndpoint(E.downgrade, { body: { plan } }),
  setAutoRenew: (isAutoRenew: boolean) => callEndpoint(E.autoRenew, { body: { isAutoRenew } }),
  adminChangePlan: (
    userId: string,
    body: { plan: MembershipPlan; expiresAt: string | null; note: string },
  ) => callEndpoint(E.adminChangePlan, { params: { userId }, body }),
}

/** Where the plan page goes back to after a purchase: only a path of this site. */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  return /^\/(?![/\\])[^\s]*$/.test(value) ? value : undefined
}
