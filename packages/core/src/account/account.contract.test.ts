import { describe, expect, it } from 'vitest'
import { AccountDataSchema } from './account.contract.ts'
import { MEMBERSHIP_PLANS } from './account.constants.ts'

describe('account contract (spec §1, §3 membership)', () => {
  it('lists the four membership tiers', () => {
    expect(MEMBERSHIP_PLANS).toEqual(['NONE', 'BASIC', 'PREMIUM', 'PRO'])
  })

  it('parses account data with a membership', () => {
    const data = {
      id: 'u1',
      email: 'a@b.co',
      name: 'A',
      username: 'ann',
      roles: ['seller'],
      membership: { plan: 'PRO', expiresAt: '2030-01-01T00:00:00Z' },
      approvalStatus: 'Approved',
    }
    expect(AccountDataSchema.parse(data)).toEqual(data)
    expect(
      AccountDataSchema.safeParse({ ...data, membership: { plan: 'GOLD', expiresAt: null } })
        .success,
    ).toBe(false)
  })
})
