import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AccountSecuritySchema,
  ActiveSessionListSchema,
  PasskeyNameSchema,
  SignInEventListSchema,
  TotpCodeInputSchema,
} from './account-security.contract.ts'

const at = '2026-01-01T00:00:00Z'

describe('second factors (spec §2 /account/federate; decision 601)', () => {
  it.each([
    ['123456', '123456'],
    [' 000000 ', '000000'],
  ])('accepts the TOTP code %j', (code, expected) => {
    expect(TotpCodeInputSchema.parse({ code })).toEqual({ code: expected })
  })

  it.each(['12345', '1234567', '12a456', '', '12 456'])('refuses the TOTP code %j', (code) => {
    expect(TotpCodeInputSchema.safeParse({ code }).success).toBe(false)
  })

  it('accepts exactly the six-digit codes', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (code) => {
        expect(TotpCodeInputSchema.safeParse({ code }).success).toBe(/^\d{6}$/.test(code.trim()))
      }),
    )
  })

  it.each([
    ['  Laptop ', true],
    ['x'.repeat(60), true],
    ['   ', false],
    ['x'.repeat(61), false],
  ])('passkey name %j is valid: %s', (name, valid) => {
    expect(PasskeyNameSchema.safeParse(name).success).toBe(valid)
  })
})

describe('account security overview (decision 601)', () => {
  const security = {
    totp: { isEnabled: true, recoveryCodesLeft: 8 },
    passkeys: [{ id: 'p1', name: 'Laptop', createdAt: at, lastUsedAt: null }],
    federation: {
      providerName: null,
      identities: [{ id: 'i1', issuer: 'https://id.example', email: null, createdAt: at }],
    },
  }

  it('parses the overview with federation off', () => {
    expect(AccountSecuritySchema.parse(security)).toEqual(security)
  })

  it('refuses a passkey date without an offset', () => {
    expect(
      AccountSecuritySchema.safeParse({
        ...security,
        passkeys: [{ id: 'p1', name: 'Laptop', createdAt: '2026-01-01', lastUsedAt: null }],
      }).success,
    ).toBe(false)
  })

  it('lists sessions and sign-in events', () => {
    const session = {
      id: 's1',
      userAgent: null,
      ipAddress: '127.0.0.1',
      createdAt: at,
      lastSeenAt: at,
      authenticatedAt: at,
      isCurrent: true,
    }
    expect(ActiveSessionListSchema.parse({ items: [session], total: 1 }).items).toEqual([session])
    expect(
      ActiveSessionListSchema.safeParse({ items: [{ ...session, isCurrent: 'yes' }], total: 1 })
        .success,
    ).toBe(false)
    const event = {
      id: 'e1',
      method: 'passkey',
      isSuccess: false,
      ipAddress: null,
      userAgent: null,
      createdAt: at,
    }
    expect(SignInEventListSchema.parse({ items: [event], total: 1 }).items).toEqual([event])
  })
})
