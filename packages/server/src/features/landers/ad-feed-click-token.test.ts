import { describe, expect, it } from 'vitest'
import { CLICK_TOKEN_TTL_MS, createClickTokens } from './ad-feed-click-token.ts'

// Decision 537: a click link says which shown ad it was, signed; nothing else is honoured.
const shown = {
  domainName: 'travel.com',
  id: 'acme-101',
  url: 'https://click.acme.test/c?ad=101',
  costPerClickMicros: 420_000,
  network: 'Acme Ads',
}

describe('signed click links (decision 537)', () => {
  const tokens = createClickTokens('test-secret-0123456789abcdef')
  const now = Date.parse('2026-11-24T00:00:00Z')

  it('gives back the shown ad for its own domain and ad id', () => {
    const token = tokens.issue(shown, now)
    expect(tokens.verify(token, { domainName: 'travel.com', adId: 'acme-101' }, now)).toEqual(shown)
  })

  it.each([
    ['another domain', { domainName: 'other.com', adId: 'acme-101' }, 0],
    ['another ad id', { domainName: 'travel.com', adId: 'acme-102' }, 0],
    [
      'after the link expired',
      { domainName: 'travel.com', adId: 'acme-101' },
      CLICK_TOKEN_TTL_MS + 1000,
    ],
  ])('refuses %s', (_case, expected, later) => {
    const token = tokens.issue(shown, now)
    expect(tokens.verify(token, expected, now + later)).toBeNull()
  })

  it('refuses a token signed with another secret, or cut short', () => {
    const foreign = createClickTokens('another-secret-0123456789abc').issue(shown, now)
    const expected = { domainName: 'travel.com', adId: 'acme-101' }
    expect(tokens.verify(foreign, expected, now)).toBeNull()
    expect(tokens.verify(tokens.issue(shown, now).split('.')[0]!, expected, now)).toBeNull()
    expect(tokens.verify('not-a-token', expected, now)).toBeNull()
  })
})
