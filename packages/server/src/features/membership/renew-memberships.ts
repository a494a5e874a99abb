import {
  dueReminder,
  REMINDER_DAYS,
  renewalAt,
} from '@namefolio/core/membership/membership-billing'
import { formatUsd } from '@namefolio/core/money/money'
import type { MembershipSubscriptionRow } from '../../db/schema/membership.ts'
import type { MembershipDeps } from './membership-deps.ts'
import {
  insertInvoice,
  listEndingSubscriptions,
  saveSubscription,
  updateSubscription,
} from './membership.repository.ts'
import { tellSeller } from './tell-seller.ts'

const DAY_MS = 86_400_000
const dateOf = (d: Date) => d.toISOString().slice(0, 10)

export type BillingRun = { renewed: number; failed: number; lapsed: number; reminded: number }

async function renew(
  deps: MembershipDeps,
  sub: MembershipSubscriptionRow,
  next: { plan: MembershipSubscriptionRow['plan']; chargeMicros: number; start: Date; end: Date },
  now: Date,
): Promise<boolean> {
  const key = `renewal:${sub.periodEnd.toISOString()}`
  const charge = sub.paymentToken
    ? await deps.payments.chargeAgain({
        idempotencyKey: `membership:${sub.userId}:${key}`,
        amountMicros: next.chargeMicros,
        firstChargeId: sub.paymentToken,
      })
    : null
  if (charge?.status !== 'SUCCEEDED') {
    await updateSubscription(deps.db, sub.userId, {
      isAutoRenew: false,
      noticeKind: 'RENEWAL_FAILED',
      noticeDays: null,
      noticeAt: now,
    })
    await tellSeller(
      deps,
      sub.userId,
      'We could not renew your plan',
      `The card on file was declined, so your ${sub.plan} plan ends on ${dateOf(sub.periodEnd)}. ` +
        `Buy it again at ${deps.publicUrl}/account/membership`,
    )
    return false
  }
  await deps.db.transaction(async (tx) => {
    await insertInvoice(tx, {
      userId: sub.userId,
      kind: 'RENEWAL',
      plan: next.plan,
      cycle: sub.cycle,
      amountMicros: next.chargeMicros,
      chargeId: charge.chargeId,
      idempotencyKey: key,
      periodStart: next.start,
      periodEnd: next.end,
    })
    await saveSubscription(tx, {
      userId: sub.userId,
      plan: next.plan,
      cycle: sub.cycle,
      periodStart: next.start,
      periodEnd: next.end,
      isAutoRenew: true,
      scheduledPlan: null,
      paymentToken: sub.paymentToken,
      remindersSent: [],
      noticeKind: 'RENEWED',
      noticeDays: null,
      noticeAt: now,
    })
  })
  await tellSeller(
    deps,
    sub.userId,
    'Your plan was renewed',
    `We charged ${formatUsd(next.chargeMicros, 2)} for your ${next.plan} plan, which now runs ` +
      `to ${dateOf(next.end)}.`,
  )
  return true
}

async function remind(
  deps: MembershipDeps,
  sub: MembershipSubscriptionRow,
  now: Date,
): Promise<boolean> {
  const due = dueReminder(sub.periodEnd, now, sub.remindersSent)
  if (!due) return false
  await updateSubscription(deps.db, sub.userId, {
    remindersSent: [...new Set([...sub.remindersSent, ...due.passed])],
    noticeKind: 'REMINDER',
    noticeDays: due.days,
    noticeAt: now,
  })
  const willRenew = sub.isAutoRenew && sub.scheduledPlan !== 'NONE'
  await tellSeller(
    deps,
    sub.userId,
    willRenew ? 'Your plan renews soon' : 'Your plan ends soon',
    willRenew
      ? `Your plan renews on ${dateOf(sub.periodEnd)}.`
      : `Your ${sub.plan} plan ends on ${dateOf(sub.periodEnd)} and its benefits with it. ` +
          `Keep it at ${deps.publicUrl}/account/membership`,
  )
  return true
}

/**
 * The membership job (issue 19, decision 1317), on the money clock: renews periods a day
 * before they end (a declined card: the plan lapses at its end and the seller is told), applies
 * scheduled downgrades with the renewal, lets cancelled plans lapse, and sends each reminder
 * (7 and 1 days before the end) once.
 */
export async function runMembershipBilling(deps: MembershipDeps): Promise<BillingRun> {
  const now = deps.now()
  const run: BillingRun = { renewed: 0, failed: 0, lapsed: 0, reminded: 0 }
  const horizon = new Date(now.getTime() + REMINDER_DAYS[0] * DAY_MS)
  for (const sub of await listEndingSubscriptions(deps.db, horizon)) {
    const next = renewalAt(
      {
        plan: sub.plan,
        cycle: sub.cycle,
        periodEnd: sub.periodEnd,
        isAutoRenew: sub.isAutoRenew,
        scheduledPlan: sub.scheduledPlan,
      },
      now,
    )
    if (next.action === 'RENEW') {
      if (await renew(deps, sub, next, now)) run.renewed += 1
      else run.failed += 1
    } else if (next.action === 'LAPSE') {
      await updateSubscription(deps.db, sub.userId, { noticeKind: 'LAPSED', noticeAt: now })
      await tellSeller(deps, sub.userId, 'Your plan has ended', `Your ${sub.plan} plan ended.`)
      run.lapsed += 1
    } else if (await remind(deps, sub, now)) {
      run.reminded += 1
    }
  }
  return run
}
