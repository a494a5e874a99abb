import { describe, expect, it } from 'vitest'
import { AUTH_CACHE_DEFAULT_KEY, authCheckStateFor, isAuthCacheFresh } from './auth-cache.ts'

describe('spec §4, §9 authentication check', () => {
  it.each([
    [0, 59_999, true],
    [0, 60_000, false],
    [1000, 1000, true],
  ])('cached at %i, now %i: fresh %s', (at, now, fresh) => {
    expect(isAuthCacheFresh(at, now)).toBe(fresh)
  })

  it.each([
    [{ ok: true }, 'loaded'],
    [{ ok: false }, 'error'],
    ['failed', 'error'],
  ] as const)('%j → %s', (result, state) => {
    expect(authCheckStateFor(result)).toBe(state)
  })

  it('uses the default cache key', () => {
    expect(AUTH_CACHE_DEFAULT_KEY).toBe('__default__')
  })
})
