import type { MembershipPlan } from '../account/account.constants.ts'
import {
  CYCLE_MONTHS,
  PLAN_PRICES_MICROS,
  planRank,
  type BillingCycle,
} from './membership-plans.ts'

/**
 * The billing rules of a membership (issue 19, decision 1316): purchase, prorated upgrade,
 * downgrade at period end, renewal, cancel, expiry and reminders. Pure: the caller passes `now`
 * (the server's money clock), so tests and the test clock can move time.
 */
export const DAY_MS = 86_400_000

/** Renewals are charged this long before the period ends, so a renewed plan never lapses. */
export const RENEWAL_LEAD_MS = DAY_MS

/** Reminders before expiry, in days (each sent once per period). */
export const REMINDER_DAYS = [7, 1] as const

/** A period ends the cycle's months later (UTC), on the month's last day when it is shorter. */
export function periodEndOf(start: Date, cycle: BillingCycle): Date {
  const end = new Date(start)
  end.setUTCDate(1)
  end.setUTCMonth(end.getUTCMonth() + CYCLE_MONTHS[cycle])
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate()
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay))
  return end
}

/** `amount × part / whole`, rounded half up to the micro (the one rounding rule), in BigInt. */
export function prorate(amountMicros: number, partMs: number, wholeMs: number): number {
  if (wholeMs <= 0) throw new RangeError('A period has a positive length')
  const part = BigInt(Math.min(Math.max(Math.round(partMs), 0), wholeMs))
  const whole = BigInt(Math.round(wholeMs))
  return Number((BigInt(amountMicros) * part * 2n + whole) / (2n * whole))
}

/** The current paid period of a seller, when there is one. */
export type CurrentPeriod = {
  plan: MembershipPlan
  cycle: BillingCycle
  periodStart: Date
  periodEnd: Date
}

export type PurchaseQuote =
  | {
      kind: 'NEW'
      plan: MembershipPlan
      cycle: BillingCycle
      chargeMicros: number
      creditMicros: 0
      periodStart: Date
      periodEnd: Date
    }
  | {
      kind: 'UPGRADE'
      plan: MembershipPlan
      cycle: BillingCycle
      chargeMicros: number
      /** The unused part of the current plan's period. */
      creditMicros: number
      periodStart: Date
      periodEnd: Date
    }
  | { kind: 'DOWNGRADE'; plan: MembershipPlan; effectiveAt: Date }
  | { kind: 'SAME' }

/** Whether the period still gives its plan's benefits at `now` (spec §6: expired once passed). */
export function isPeriodActive(period: CurrentPeriod | null, now: Date): period is CurrentPeriod {
  return period !== null && now.getTime() < period.periodEnd.getTime()
}

/**
 * What buying `plan` costs now. With no active period: the full price, a new period from now.
 * A higher plan: an upgrade in the same period and cycle, charged the new plan's price for the
 * rest of the period less the unused part of the current one (each part prorated by time and
 * rounded half up). A lower plan: a downgrade at the period's end, nothing charged now.
 */
export function quotePurchase(
  current: CurrentPeriod | null,
  plan: MembershipPlan,
  cycle: BillingCycle,
  now: Date,
): PurchaseQuote {
  if (!isPeriodActive(current, now)) {
    return {
      kind: 'NEW',
      plan,
      cycle,
      chargeMicros: PLAN_PRICES_MICROS[plan][cycle],
      creditMicros: 0,
      periodStart: now,
      periodEnd: periodEndOf(now, cycle),
    }
  }
  if (plan === current.plan) return { kind: 'SAME' }
  if (planRank(plan) < planRank(current.plan)) {
    return { kind: 'DOWNGRADE', plan, effectiveAt: current.periodEnd }
  }
  const whole = current.periodEnd.getTime() - current.periodStart.getTime()
  const left = current.periodEnd.getTime() - now.getTime()
  const creditMicros = prorate(PLAN_PRICES_MICROS[current.plan][current.cycle], left, whole)
  const newPart = prorate(PLAN_PRICES_MICROS[plan][current.cycle], left, whole)
  return {
    kind: 'UPGRADE',
    plan,
    cycle: current.cycle,
    chargeMicros: newPart - creditMicros,
    creditMicros,
    periodStart: current.periodStart,
    periodEnd: current.periodEnd,
  }
}

export type RenewalTerms = {
  plan: MembershipPlan
  cycle: BillingCycle
  periodEnd: Date
  isAutoRenew: boolean
  /** The plan the next period takes (a downgrade scheduled for the period's end). */
  scheduledPlan: MembershipPlan | null
}

/**
 * What happens to a period at `now`: renew it (a day before it ends, charged the next plan's
 * price), let it lapse (auto-renew off, or a downgrade to NONE), or nothing yet.
 */
export function renewalAt(
  terms: RenewalTerms,
  now: Date,
):
  | { action: 'WAIT' }
  | { action: 'LAPSE' }
  | { action: 'RENEW'; plan: MembershipPlan; chargeMicros: number; start: Date; end: Date } {
  const end = terms.periodEnd.getTime()
  const nextPlan = terms.scheduledPlan ?? terms.plan
  if (!terms.isAutoRenew || nextPlan === 'NONE') {
    return now.getTime() >= end ? { action: 'LAPSE' } : { action: 'WAIT' }
  }
  if (now.getTime() < end - RENEWAL_LEAD_MS) return { action: 'WAIT' }
  return {
    action: 'RENEW',
    plan: nextPlan,
    chargeMicros: PLAN_PRICES_MICROS[nextPlan][terms.cycle],
    start: terms.periodEnd,
    end: periodEndOf(terms.periodEnd, terms.cycle),
  }
}

/**
 * The reminder due at `now` for a period ending at `periodEnd`, given the ones already sent:
 * the nearest threshold passed and not sent. Thresholds passed together (the clock jumped)
 * send one reminder, the nearest; the caller marks every passed threshold as sent.
 */
export function dueReminder(
  periodEnd: Date,
  now: Date,
  sentDays: readonly number[],
): { days: number; passed: number[] } | null {
  const left = periodEnd.getTime() - now.getTime()
  if (left <= 0) return null
  const passed = REMINDER_DAYS.filter((d) => left <= d * DAY_MS)
  const unsent = passed.filter((d) => !sentDays.includes(d))
  if (unsent.length === 0) return null
  return { days: Math.min(...unsent), passed: [...passed] }
}

/** The plan page's banner: the plan ends (no renewal) within the first reminder's reach. */
export function isExpiringSoon(expiresAt: Date | null, willRenew: boolean, now: Date): boolean {
  if (expiresAt === null || willRenew) return false
  const left = expiresAt.getTime() - now.getTime()
  return left > 0 && left <= REMINDER_DAYS[0] * DAY_MS
}
