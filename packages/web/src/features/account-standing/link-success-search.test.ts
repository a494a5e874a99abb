import { describe, expect, it } from 'vitest'
import { parseLinkSuccessSearch } from './link-success-search'

// /account/link/success (spec §2): where a completed account link returns (decision 1025).
describe('the link success query', () => {
  it.each([
    [
      { kind: 'payout', provider: 'PayPal' },
      { kind: 'payout', provider: 'PayPal' },
    ],
    [
      { kind: 'federation', provider: 'Acme SSO' },
      { kind: 'federation', provider: 'Acme SSO' },
    ],
    [{ kind: 'payout' }, { kind: 'payout' }],
    [{ kind: 'bank' }, {}],
    [{ kind: 'payout', provider: '<script>alert(1)</script>' }, { kind: 'payout' }],
    [{ kind: 'payout', provider: 'x'.repeat(41) }, { kind: 'payout' }],
    [{ kind: 'payout', provider: 42 }, { kind: 'payout' }],
    [{}, {}],
  ])('%j reads as %j', (search, expected) => {
    expect(parseLinkSuccessSearch(search)).toEqual(expected)
  })
})
