import { describe, expect, it } from 'vitest'
import { AuthValidateQuerySchema, SignupInputSchema } from './auth.contract.ts'
import { isRiskLevel, isRiskSatisfied, USERNAME_PATTERN } from './auth.constants.ts'

describe('auth contract (spec §7, §9)', () => {
  it('reads the boolean flags and refuses parameters outside the six (plus plid)', () => {
    expect(
      AuthValidateQuerySchema.parse({
        realm: 'idp',
        allowHeartbeat: 'true',
        use12HourExpiration: 'false',
      }),
    ).toEqual({
      realm: 'idp',
      allowHeartbeat: true,
      use12HourExpiration: false,
    })
    expect(AuthValidateQuerySchema.safeParse({ realm: 'idp', extra: '1' }).success).toBe(false)
  })

  it.each([
    ['ann', true],
    ['a', false],
    ['-ann', false],
    ['Ann', false],
  ])('username %s valid: %s', (u, ok) => {
    expect(USERNAME_PATTERN.test(u)).toBe(ok)
  })

  it('requires a 10-character password to sign up', () => {
    const input = { email: 'a@b.co', password: 'x'.repeat(10), name: 'Ann', username: 'ann' }
    expect(SignupInputSchema.safeParse(input).success).toBe(true)
    expect(SignupInputSchema.safeParse({ ...input, password: 'short' }).success).toBe(false)
  })
})

describe('sign-up usernames share the route namespace (DESIGN.md §5)', () => {
  it('refuses a username that is a product route', () => {
    const input = { email: 'a@b.co', password: 'x'.repeat(10), name: 'Ann', username: 'portfolio' }
    const result = SignupInputSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('auth.signup.error.usernameReserved')
  })
})

describe('risk levels (DESIGN.md §4 step-up)', () => {
  const minute = 60_000
  it.each([
    ['low', 400 * 24 * 60 * minute, true],
    ['medium', 23 * 60 * minute, true],
    ['medium', 25 * 60 * minute, false],
    ['high', 14 * minute, true],
    ['high', 16 * minute, false],
  ] as const)('%s risk with a sign-in %i ms ago → %s', (risk, age, ok) => {
    expect(isRiskSatisfied(risk, 0, age)).toBe(ok)
  })

  it('knows only low, medium and high', () => {
    expect(isRiskLevel('high')).toBe(true)
    expect(isRiskLevel('toString')).toBe(false)
  })
})
