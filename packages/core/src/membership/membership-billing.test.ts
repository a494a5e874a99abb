import { describe, expect, it } from 'vitest'
import { isMembershipExpired, isTopTierMember } from '../account/membership.ts'
import {
  DAY_MS,
  dueReminder,
  isExpiringSoon,
  periodEndOf,
  prorate,
  quotePurchase,
  renewalAt,
  type CurrentPeriod,
} from './membership-billing.ts'

const start = new Date('2026-01-01T00:00:00Z')
const monthEnd = new Date('2026-01-31T00:00:00Z') // a 30-day period keeps the table readable
const at = (days: number) => new Date(start.getTime() + days * DAY_MS)
const basic: CurrentPeriod = {
  plan: 'BASIC',
  cycle: 'MONTHLY',
  periodStart: start,
  periodEnd: monthEnd,
}

describe('issue 19 proration: credit the unused part, charge the rest of the new plan', () => {
  it.each([
    // [from, to, day of 30, credit, charge]
    ['BASIC', 'PRO', 0, 9_000_000, 70_000_000],
    ['BASIC', 'PRO', 15, 4_500_000, 35_000_000],
    ['BASIC', 'PREMIUM', 15, 4_500_000, 10_000_000],
    ['BASIC', 'PRO', 10, 6_000_000, 46_666_667],
    ['BASIC', 'PRO', 29, 300_000, 2_333_333],
    ['PREMIUM', 'PRO', 20, 9_666_667, 16_666_666],
  ] as const)('%s → %s on day %i: credit %i, charge %i', (from, to, day, credit, charge) => {
    const q = quotePurchase({ ...basic, plan: from }, to, 'MONTHLY', at(day))
    expect(q).toMatchObject({ kind: 'UPGRADE', creditMicros: credit, chargeMicros: charge })
    if (q.kind === 'UPGRADE') expect(q.periodEnd).toEqual(monthEnd)
  })

  it('an upgrade keeps the current cycle whatever cycle was asked', () => {
    expect(quotePurchase(basic, 'PRO', 'YEARLY', at(15))).toMatchObject({ cycle: 'MONTHLY' })
  })

  it.each([
    ['no plan', null, 'PRO', 'MONTHLY', 79_000_000],
    ['expired period', basic, 'PRO', 'YEARLY', 790_000_000],
  ] as const)('%s: full price, new period from now', (_, current, plan, cycle, charge) => {
    const now = at(45)
    const q = quotePurchase(current, plan, cycle, now)
    expect(q).toMatchObject({ kind: 'NEW', chargeMicros: charge, periodStart: now })
    if (q.kind === 'NEW') expect(q.periodEnd).toEqual(periodEndOf(now, cycle))
  })

  it('a lower plan is a downgrade at period end, nothing charged', () => {
    expect(quotePurchase({ ...basic, plan: 'PRO' }, 'BASIC', 'MONTHLY', at(3))).toEqual({
      kind: 'DOWNGRADE',
      plan: 'BASIC',
      effectiveAt: monthEnd,
    })
  })

  it('the same plan is refused', () => {
    expect(quotePurchase(basic, 'BASIC', 'MONTHLY', at(3))).toEqual({ kind: 'SAME' })
  })

  it.each([
    [10, 1, 3, 3],
    [10, 1, 4, 3], // 2.5 rounds half up
    [10, 2, 3, 7], // 6.67
    [1, 1, 2, 1], // 0.5 rounds up
    [79_000_000, 0, 30, 0],
  ])('prorate(%i, %i/%i) = %i (half up)', (amount, part, whole, expected) => {
    expect(prorate(amount, part, whole)).toBe(expected)
  })
})

describe('spec §6 expiry: benefits go the instant expiresAt passes', () => {
  const expiresAt = '2026-01-31T00:00:00.000Z'
  it.each([
    ['one ms before', -1, false, true],
    ['at the instant', 0, true, false],
    ['a day after', DAY_MS, true, false],
  ])('%s: expired %s, top tier %s', (_, offset, expired, topTier) => {
    const now = new Date(Date.parse(expiresAt) + offset)
    const m = { plan: 'PRO' as const, expiresAt }
    expect(isMembershipExpired(m, now)).toBe(expired)
    expect(isTopTierMember(m, true, now)).toBe(topTier)
  })
})

describe('issue 19 renewal, downgrade at period end, cancel', () => {
  const terms = {
    plan: 'PRO' as const,
    cycle: 'MONTHLY' as const,
    periodEnd: monthEnd,
    isAutoRenew: true,
    scheduledPlan: null,
  }
  it.each([
    ['auto-renew, 2 days left', terms, 28, 'WAIT'],
    ['auto-renew, 1 day left', terms, 29, 'RENEW'],
    ['auto-renew, after the end', terms, 31, 'RENEW'],
    ['cancelled, 1 day left', { ...terms, isAutoRenew: false }, 29, 'WAIT'],
    ['cancelled, at the end', { ...terms, isAutoRenew: false }, 30, 'LAPSE'],
    ['downgrade to NONE, at the end', { ...terms, scheduledPlan: 'NONE' as const }, 30, 'LAPSE'],
  ])('%s → %s', (_, t, day, action) => {
    expect(renewalAt(t, at(day)).action).toBe(action)
  })

  it('renews into the scheduled plan at its price, the next period from the old end', () => {
    expect(renewalAt({ ...terms, scheduledPlan: 'BASIC' }, at(29))).toEqual({
      action: 'RENEW',
      plan: 'BASIC',
      chargeMicros: 9_000_000,
      start: monthEnd,
      end: new Date('2026-02-28T00:00:00Z'),
    })
  })
})

describe('issue 19 reminders before expiry: 7 days and 1 day, once each', () => {
  it.each([
    [20, [], null],
    [23, [], { days: 7, passed: [7] }],
    [24, [7], null],
    [29, [7], { days: 1, passed: [7, 1] }],
    [29, [], { days: 1, passed: [7, 1] }], // the clock jumped: one reminder, the nearest
    [29.5, [7, 1], null],
    [30, [], null], // expired: no reminder
  ] as const)('day %d, sent %j → %j', (day, sent, expected) => {
    expect(dueReminder(monthEnd, at(day), sent)).toEqual(expected)
  })

  it.each([
    [23, false, true],
    [23, true, false],
    [20, false, false],
    [30, false, false],
  ])('expiring soon on day %i (renews %s): %s', (day, renews, expected) => {
    expect(isExpiringSoon(monthEnd, renews, at(day))).toBe(expected)
  })
})
