import { describe, expect, it } from 'vitest'
import type { MembershipPlan } from './account.constants.ts'
import {
  accountBoostOf,
  discountClubOf,
  effectivePlan,
  partnerStatusOf,
  sellerCommissionBps,
} from './standing.ts'

const NOW = new Date('2026-11-24T12:00:00Z')
const LATER = '2027-01-01T00:00:00.000Z'
const EARLIER = '2026-11-01T00:00:00.000Z'
const member = (plan: MembershipPlan, expiresAt: string | null = null) => ({ plan, expiresAt })

describe('a seller commission: plan, lease discount and boost (spec §5, §6; decisions 803, 1020)', () => {
  it.each([
    ['NONE', null, 0, 0, 1500],
    ['NONE', null, 2, 0, 1750],
    ['PREMIUM', LATER, 2, 0, 1125],
    ['PRO', null, 3, 0, 1050],
    // An expired plan is Starter, and its club discount goes with it.
    ['PRO', EARLIER, 3, 0, 2000],
    // A 24-month lease: the tier's 5 % discount applies to the plan's rate, not the surcharge.
    ['NONE', null, 1, 5, 1525],
  ] as const)(
    '%s (ends %s) at level %i with a %i%% lease discount: %i bps',
    (plan, end, level, discount, bps) => {
      expect(
        sellerCommissionBps({ membership: member(plan, end), boostLevel: level }, NOW, discount),
      ).toBe(bps)
    },
  )

  it('an expired plan counts as none', () => {
    expect(effectivePlan(member('PRO', EARLIER), NOW)).toBe('NONE')
    expect(effectivePlan(member('PRO', LATER), NOW)).toBe('PRO')
  })
})

describe('the boost page figures (decision 1020)', () => {
  it('lists every level with what this seller would pay', () => {
    const boost = accountBoostOf({ membership: member('BASIC'), boostLevel: 1 }, NOW)
    expect(boost.level).toBe(1)
    expect(boost.commissionBps).toBe(1300)
    expect(boost.levels.map((l) => l.commissionBps)).toEqual([1200, 1300, 1450, 1700])
  })

  it('shows club members the halved surcharge beside the published one', () => {
    const boost = accountBoostOf({ membership: member('PREMIUM'), boostLevel: 0 }, NOW)
    expect(boost.isDiscountClubMember).toBe(true)
    expect(boost.levels[3]).toMatchObject({ listSurchargeBps: 500, surchargeBps: 250 })
  })
})

describe('discount domain club membership (decision 1021)', () => {
  it.each([
    ['NONE', null, false],
    ['BASIC', null, false],
    ['PREMIUM', null, true],
    ['PRO', LATER, true],
    ['PRO', EARLIER, false],
  ] as const)('%s (ends %s) is a member: %s', (plan, end, isMember) => {
    expect(discountClubOf(member(plan, end), NOW).isMember).toBe(isMember)
  })

  it('runs until the plan ends', () => {
    expect(discountClubOf(member('PRO', LATER), NOW).memberUntil).toBe(LATER)
    expect(discountClubOf(member('BASIC', LATER), NOW).memberUntil).toBeNull()
  })
})

describe('partner status (decision 1022)', () => {
  it.each([
    ['NONE', null, 'NONE', 'BASIC'],
    ['BASIC', null, 'BASIC', 'PREMIUM'],
    ['PREMIUM', LATER, 'PREMIUM', 'PRO'],
    ['PRO', null, 'PRO', null],
    ['PREMIUM', EARLIER, 'NONE', 'BASIC'],
  ] as const)('%s (ends %s) is level %s, next %s', (plan, end, level, next) => {
    const status = partnerStatusOf(
      { membership: member(plan, end), boostLevel: 0, approvalStatus: 'Approved' },
      NOW,
    )
    expect(status.level).toBe(level)
    expect(status.nextLevel?.plan ?? null).toBe(next)
  })
})
