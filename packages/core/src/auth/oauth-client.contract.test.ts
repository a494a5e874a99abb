import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CreateOAuthClientInputSchema,
  OAUTH_CLIENT_MAX_REDIRECT_URIS,
  OAuthClientListSchema,
  OAuthConsentSchema,
  RedirectUriSchema,
  isAllowedRedirectUri,
} from './oauth-client.contract.ts'

describe('OAuth redirect URIs (decision 654; RFC 6749 §3.1.2)', () => {
  it.each([
    ['https://app.example/callback', true],
    ['https://app.example', true],
    ['https://app.example:8443/cb?x=1', true],
    ['HTTPS://APP.EXAMPLE/cb', true],
    ['http://localhost/cb', true],
    ['http://localhost:5173/cb', true],
    ['http://127.0.0.1:8080', true],
    ['http://[::1]:3000/cb', true],
    ['http://app.example/cb', false],
    ['http://localhost.evil.example/cb', false],
    ['http://127.0.0.1.evil.example/', false],
    ['https://app.example/cb#token', false],
    ['https://user@evil.example/cb', false],
    ['https:///cb', false],
    ['https://app.example/c b', false],
    ['javascript:alert(1)', false],
    ['ftp://app.example/cb', false],
    ['', false],
  ])('%j is allowed: %s', (uri, allowed) => {
    expect(isAllowedRedirectUri(uri)).toBe(allowed)
  })

  it('never allows a URI with a fragment', () => {
    fc.assert(
      fc.property(fc.webUrl({ withFragments: true }), (url) => {
        if (url.includes('#')) expect(isAllowedRedirectUri(url)).toBe(false)
      }),
    )
  })

  it('never allows plain http to a host that is not a loopback address', () => {
    fc.assert(
      fc.property(fc.domain(), fc.webPath(), (host, path) => {
        fc.pre(host !== 'localhost')
        expect(isAllowedRedirectUri(`http://${host}${path}`)).toBe(false)
      }),
    )
  })

  it('refuses a disallowed URI with oauth.error.insecureRedirect, after trimming', () => {
    expect(RedirectUriSchema.parse('  https://app.example/cb ')).toBe('https://app.example/cb')
    expect(
      RedirectUriSchema.safeParse('http://app.example/cb').error?.issues.map((i) => i.message),
    ).toEqual(['oauth.error.insecureRedirect'])
  })
})

describe('registering an OAuth app (decision 654)', () => {
  const uris = (n: number) => Array.from({ length: n }, (_, i) => `https://app.example/cb${i}`)

  it(`takes a name and 1 to ${OAUTH_CLIENT_MAX_REDIRECT_URIS} redirect URIs`, () => {
    expect(CreateOAuthClientInputSchema.parse({ name: ' My app ', redirectUris: uris(1) })).toEqual(
      { name: 'My app', redirectUris: uris(1) },
    )
    expect(
      CreateOAuthClientInputSchema.safeParse({
        name: 'a',
        redirectUris: uris(OAUTH_CLIENT_MAX_REDIRECT_URIS),
      }).success,
    ).toBe(true)
  })

  it.each([
    { name: '', redirectUris: uris(1) },
    { name: 'x'.repeat(81), redirectUris: uris(1) },
    { name: 'a', redirectUris: [] },
    { name: 'a', redirectUris: uris(OAUTH_CLIENT_MAX_REDIRECT_URIS + 1) },
    { name: 'a', redirectUris: ['http://app.example/cb'] },
  ])('refuses %j', (input) => {
    expect(CreateOAuthClientInputSchema.safeParse(input).success).toBe(false)
  })

  it('lists clients and shows consent only for known scopes', () => {
    const client = {
      clientId: 'c1',
      name: 'App',
      redirectUris: uris(1),
      createdAt: '2026-01-01T00:00:00Z',
    }
    expect(OAuthClientListSchema.parse({ items: [client], total: 1 }).items).toEqual([client])
    const consent = {
      clientId: 'c1',
      name: 'App',
      ownerName: 'Ann',
      redirectOrigin: 'https://app.example',
      scopes: ['leads:read'],
    }
    expect(OAuthConsentSchema.parse(consent)).toEqual(consent)
    expect(OAuthConsentSchema.safeParse({ ...consent, scopes: ['root'] }).success).toBe(false)
  })
})
