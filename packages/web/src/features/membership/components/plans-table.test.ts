import { describe, expect, it } from 'vitest'
import type { MyMembership } from '@namefolio/core/membership/membership.contract'
import { choiceFor } from './plans-table'

const base = {
  expiresAt: '2026-12-31T00:00:00.000Z',
  isAutoRenew: true,
  hasSearchStats: false,
  isExpiringSoon: false,
  notice: null,
  now: '2026-12-01T00:00:00.000Z',
  isSandbox: true,
  plans: [],
  invoices: [],
} satisfies Partial<MyMembership>
const paid = (plan: MyMembership['plan'], scheduledPlan: MyMembership['plan'] | null = null) =>
  ({ ...base, plan, cycle: 'MONTHLY', isActive: true, scheduledPlan }) as MyMembership
const granted = { ...paid('PREMIUM'), cycle: null } as MyMembership
const lapsed = { ...paid('PRO'), isActive: false } as MyMembership

describe('what a plan in the compare table offers (issue 19: upgrade now, downgrade at renewal)', () => {
  it.each([
    ['paid Basic → Pro', paid('BASIC'), 'PRO', 'buy'],
    ['paid Pro → Basic', paid('PRO'), 'BASIC', 'downgrade'],
    ['paid Pro → Starter', paid('PRO'), 'NONE', 'downgrade'],
    ['paid Pro → Pro', paid('PRO'), 'PRO', null],
    ['Pro with Basic scheduled → Basic', paid('PRO', 'BASIC'), 'BASIC', null],
    ['granted Premium → Basic (no period to end)', granted, 'BASIC', null],
    ['granted Premium → Pro', granted, 'PRO', 'buy'],
    ['lapsed Pro → Pro', lapsed, 'PRO', 'buy'],
    ['lapsed Pro → Starter', lapsed, 'NONE', null],
  ] as const)('%s: %s', (_, m, plan, expected) => {
    expect(choiceFor(m, plan)).toBe(expected)
  })
})
