import { describe, expect, it } from 'vitest'
import {
  isMembershipExpired,
  isTopTierMember,
  isTopTierPlan,
  needsMembershipUpgrade,
} from './membership.ts'

const now = new Date('2024-06-01T00:00:00Z')

describe('spec §6 membership', () => {
  it.each([
    ['PRO', true, true],
    ['PREMIUM', true, false],
    ['BASIC', true, false],
    ['NONE', true, false],
    ['PRO', false, true],
    ['PREMIUM', false, true],
    ['BASIC', false, false],
    ['NONE', false, false],
  ] as const)('%s with the search-stats flag %s is top tier: %s', (plan, flag, top) => {
    expect(isTopTierPlan(plan, flag)).toBe(top)
  })

  it.each([
    [null, false],
    ['2024-06-02T00:00:00Z', false],
    ['2024-06-01T00:00:00Z', true],
    ['2024-05-01T00:00:00Z', true],
  ])('expiresAt %s is expired: %s', (expiresAt, expired) => {
    expect(isMembershipExpired({ plan: 'PRO', expiresAt }, now)).toBe(expired)
  })

  it.each([
    [{ plan: 'PRO', expiresAt: null }, true, false],
    [{ plan: 'PRO', expiresAt: '2024-05-01T00:00:00Z' }, true, true],
    [{ plan: 'PREMIUM', expiresAt: null }, true, true],
    [{ plan: 'PREMIUM', expiresAt: null }, false, false],
    [{ plan: 'BASIC', expiresAt: null }, false, true],
  ] as const)('%j with flag %s needs an upgrade: %s', (m, flag, upgrade) => {
    expect(needsMembershipUpgrade(m, flag, now)).toBe(upgrade)
    expect(isTopTierMember(m, flag, now)).toBe(!upgrade)
  })
})
