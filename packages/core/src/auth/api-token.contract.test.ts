import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ApiTokenListSchema,
  CreateApiTokenInputSchema,
  OAuthCodeQuerySchema,
  OAuthTokenAnswerSchema,
  OAuthTokenInputSchema,
  hasScope,
  parseScopeString,
} from './api-token.contract.ts'
import { API_SCOPE_AREAS, API_SCOPES } from './api-token.constants.ts'

describe('token scopes (spec §7 v1/account/oauth; decision 654)', () => {
  it('has a read and a write scope per area', () => {
    expect(API_SCOPES).toEqual(API_SCOPE_AREAS.flatMap((a) => [`${a}:read`, `${a}:write`]))
  })

  it.each([
    [['portfolio:read'], 'portfolio', 'read', true],
    [['portfolio:read'], 'portfolio', 'write', false],
    [['portfolio:write'], 'portfolio', 'read', true],
    [['portfolio:write'], 'portfolio', 'write', true],
    [['leads:write'], 'sales', 'read', false],
    [['sales:read', 'leads:write'], 'leads', 'write', true],
    [[], 'leads', 'read', false],
    [['leads'], 'leads', 'read', false],
  ] as const)('%j grants %s:%s → %s (write includes read)', (granted, area, access, expected) => {
    expect(hasScope(granted, area, access)).toBe(expected)
  })

  it.each([
    ['portfolio:read', ['portfolio:read']],
    ['leads:read  sales:write', ['leads:read', 'sales:write']],
    ['leads:read,leads:read', ['leads:read']],
    ['', null],
    ['  ', null],
    ['leads:read admin', null],
    ['LEADS:READ', null],
  ])('parses the scope string %j as %j', (scope, expected) => {
    expect(parseScopeString(scope)).toEqual(expected)
  })

  it('parses any joined set of known scopes back to that set', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...API_SCOPES), { minLength: 1 }),
        fc.constantFrom(' ', ',', ', ', '\n'),
        (scopes, separator) => {
          expect(parseScopeString(scopes.join(separator))).toEqual(scopes)
        },
      ),
    )
  })

  it('refuses any scope string holding an unknown scope', () => {
    const unknown = fc
      .stringMatching(/^[a-z:]{1,12}$/)
      .filter((s) => !API_SCOPES.includes(s as never))
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...API_SCOPES)), unknown, (known, bad) => {
        expect(parseScopeString([...known, bad].join(' '))).toBeNull()
      }),
    )
  })
})

describe('personal access tokens (decision 601)', () => {
  it.each([
    [
      { name: ' CLI ', scopes: ['leads:read'] },
      { name: 'CLI', scopes: ['leads:read'] },
    ],
    [
      { name: 'ci', scopes: ['sales:read'], expiresInDays: 366 },
      { name: 'ci', scopes: ['sales:read'], expiresInDays: 366 },
    ],
    [
      { name: 'ci', scopes: ['sales:read'], expiresInDays: null },
      { name: 'ci', scopes: ['sales:read'], expiresInDays: null },
    ],
  ])('accepts %j', (input, expected) => {
    expect(CreateApiTokenInputSchema.parse(input)).toEqual(expected)
  })

  it.each([
    { name: '  ', scopes: ['leads:read'] },
    { name: 'x'.repeat(81), scopes: ['leads:read'] },
    { name: 'a', scopes: [] },
    { name: 'a', scopes: ['admin:write'] },
    { name: 'a', scopes: [...API_SCOPES, 'leads:read'] },
    { name: 'a', scopes: ['leads:read'], expiresInDays: 0 },
    { name: 'a', scopes: ['leads:read'], expiresInDays: 367 },
    { name: 'a', scopes: ['leads:read'], expiresInDays: 1.5 },
  ])('refuses %j', (input) => {
    expect(CreateApiTokenInputSchema.safeParse(input).success).toBe(false)
  })

  it('lists tokens with ISO-8601 dates that carry an offset', () => {
    const token = {
      id: 't1',
      name: 'CLI',
      prefix: 'nf_ab',
      scopes: ['leads:read'],
      clientOrigin: null,
      createdAt: '2026-01-01T00:00:00Z',
      lastUsedAt: null,
      expiresAt: '2026-02-01T00:00:00+01:00',
    }
    expect(ApiTokenListSchema.parse({ items: [token], total: 1 }).items).toEqual([token])
    expect(
      ApiTokenListSchema.safeParse({ items: [{ ...token, createdAt: '2026-01-01' }], total: 1 })
        .success,
    ).toBe(false)
  })
})

describe('OAuth authorization code with PKCE S256 (spec §7 GET v1/account/oauth/code)', () => {
  const query = {
    response_type: 'code',
    client_id: 'app-1',
    redirect_uri: 'https://app.example/cb',
    scope: 'leads:read',
    code_challenge: 'a'.repeat(43),
    code_challenge_method: 'S256',
  }

  it('accepts a well-formed request, with or without state', () => {
    expect(OAuthCodeQuerySchema.parse(query)).toEqual(query)
    expect(OAuthCodeQuerySchema.parse({ ...query, state: 'xyz' }).state).toBe('xyz')
  })

  it.each([
    ['response_type', { response_type: 'token' }],
    ['code_challenge_method', { code_challenge_method: 'plain' }],
    ['code_challenge', { code_challenge: 'a'.repeat(42) }],
    ['code_challenge', { code_challenge: 'a'.repeat(44) }],
    ['code_challenge', { code_challenge: `${'a'.repeat(42)}+` }],
    ['redirect_uri', { redirect_uri: 'not a url' }],
    ['client_id', { client_id: 'c'.repeat(101) }],
    ['state', { state: 's'.repeat(501) }],
  ])('refuses a bad %s', (field, change) => {
    const result = OAuthCodeQuerySchema.safeParse({ ...query, ...change })
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([field])
  })

  it.each([
    [43, true],
    [128, true],
    [42, false],
    [129, false],
  ])('takes a code verifier of %i characters: %s (RFC 7636 43–128)', (length, valid) => {
    const input = {
      grant_type: 'authorization_code',
      client_id: 'app-1',
      code: 'c1',
      redirect_uri: 'https://app.example/cb',
      code_verifier: 'v'.repeat(length),
    }
    expect(OAuthTokenInputSchema.safeParse(input).success).toBe(valid)
  })

  it('requires the client_id the code was issued to (RFC 6749 §4.1.3, issue 12)', () => {
    const input = {
      grant_type: 'authorization_code',
      code: 'c1',
      redirect_uri: 'https://app.example/cb',
      code_verifier: 'v'.repeat(43),
    }
    const result = OAuthTokenInputSchema.safeParse(input)
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['client_id'])
  })

  it('answers a bearer token only', () => {
    const answer = {
      access_token: 'x',
      token_type: 'Bearer',
      scope: 'leads:read',
      expires_in: null,
    }
    expect(OAuthTokenAnswerSchema.parse(answer)).toEqual(answer)
    expect(OAuthTokenAnswerSchema.safeParse({ ...answer, token_type: 'MAC' }).success).toBe(false)
  })
})
