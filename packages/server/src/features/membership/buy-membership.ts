import {
  quotePurchase,
  type CurrentPeriod,
  type PurchaseQuote,
} from '@namefolio/core/membership/membership-billing'
import type { BillingCycle } from '@namefolio/core/membership/membership-plans'
import type { MembershipQuote } from '@namefolio/core/membership/membership.contract'
import type { MembershipPlan } from '@namefolio/core/account/account.constants'
import { formatUsd } from '@namefolio/core/money/money'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import type { MembershipDeps } from './membership-deps.ts'
import { tellSeller } from './tell-seller.ts'
import {
  findInvoiceByKey,
  findSubscription,
  insertInvoice,
  saveSubscription,
} from './membership.repository.ts'

/** The seller's paid period, when the subscription still matches the plan on the account. */
async function currentPeriodOf(deps: MembershipDeps, user: UserRow): Promise<CurrentPeriod | null> {
  const sub = await findSubscription(deps.db, user.id)
  if (!sub) return null
  return {
    plan: sub.plan,
    cycle: sub.cycle,
    periodStart: sub.periodStart,
    periodEnd: sub.periodEnd,
  }
}

export function toQuoteReply(q: PurchaseQuote, asked: MembershipPlan, cycle: BillingCycle) {
  const base = { plan: asked, cycle, creditMicros: 0, chargeMicros: 0, effectiveAt: null }
  switch (q.kind) {
    case 'SAME':
      return { ...base, kind: q.kind }
    case 'DOWNGRADE':
      return { ...base, kind: q.kind, effectiveAt: q.effectiveAt.toISOString() }
    default:
      return {
        kind: q.kind,
        plan: q.plan,
        cycle: q.cycle,
        chargeMicros: q.chargeMicros,
        creditMicros: q.creditMicros,
        effectiveAt: q.periodEnd.toISOString(),
      }
  }
}

/** GET .../membership/quote: what buying a plan would cost now (shown before paying). */
export async function quoteMembership(
  deps: MembershipDeps,
  user: UserRow,
  plan: MembershipPlan,
  cycle: BillingCycle,
): Promise<MembershipQuote> {
  const quote = quotePurchase(await currentPeriodOf(deps, user), plan, cycle, deps.now())
  return toQuoteReply(quote, plan, cycle)
}

const refuse = (code: string, message: string) =>
  new AppError('VALIDATION', message, { fields: [{ field: 'plan', code }] })

/**
 * POST .../membership/purchase: buys a plan or upgrades to a higher one (prorated, decision
 * 1316), charged now through the payment provider under the caller's idempotency key; the
 * same key answers again without a second charge. A declined card changes nothing.
 */
export async function buyMembership(
  deps: MembershipDeps,
  user: UserRow,
  input: { plan: MembershipPlan; cycle: BillingCycle; cardNumber: string; idempotencyKey: string },
): Promise<void> {
  if (await findInvoiceByKey(deps.db, user.id, input.idempotencyKey)) return
  const now = deps.now()
  const current = await currentPeriodOf(deps, user)
  const quote = quotePurchase(current, input.plan, input.cycle, now)
  if (quote.kind === 'SAME') throw refuse('membership.purchase.samePlan', 'That is your plan.')
  if (quote.kind === 'DOWNGRADE') {
    throw refuse('membership.purchase.isDowngrade', 'A lower plan starts at the period end.')
  }
  const charge = await deps.payments.charge({
    idempotencyKey: `membership:${user.id}:${input.idempotencyKey}`,
    amountMicros: quote.chargeMicros,
    cardNumber: input.cardNumber,
  })
  if (charge.status === 'DECLINED') {
    throw new AppError('VALIDATION', 'The card was declined.', {
      fields: [{ field: 'cardNumber', code: 'membership.card.declined' }],
    })
  }
  try {
    await deps.db.transaction(async (tx) => {
      await insertInvoice(tx, {
        userId: user.id,
        kind: quote.kind === 'NEW' ? 'PURCHASE' : 'UPGRADE',
        plan: quote.plan,
        cycle: quote.cycle,
        amountMicros: quote.chargeMicros,
        chargeId: charge.chargeId,
        idempotencyKey: input.idempotencyKey,
        periodStart: quote.periodStart,
        periodEnd: quote.periodEnd,
      })
      await saveSubscription(tx, {
        userId: user.id,
        plan: quote.plan,
        cycle: quote.cycle,
        periodStart: quote.periodStart,
        periodEnd: quote.periodEnd,
        isAutoRenew: true,
        scheduledPlan: null,
        paymentToken: charge.chargeId,
        remindersSent: quote.kind === 'NEW' ? [] : undefined,
        noticeKind: null,
        noticeDays: null,
        noticeAt: null,
      })
    })
  } catch (error) {
    // The same key racing itself: the first one's invoice stands, the provider charged once.
    if (await findInvoiceByKey(deps.db, user.id, input.idempotencyKey)) return
    throw error
  }
  await tellSeller(
    deps,
    user.id,
    `Your ${quote.plan} plan is active`,
    `We charged ${formatUsd(quote.chargeMicros, 2)} for your ${quote.plan} plan, which runs to ` +
      `${quote.periodEnd.toISOString().slice(0, 10)}. Manage it at ${deps.publicUrl}/account/membership`,
  )
}
