import { describe, expect, it } from 'vitest'
import { isPortalRoute, isReservedUsername } from './route-names.ts'

describe('portal routes (DESIGN.md §5: one explicit list)', () => {
  it.each([
    // `/` is the public home page, not the portal (issue 13).
    ['/', false],
    ['/portfolio', true],
    ['/portfolio/', true],
    ['/account/profile', true],
    ['/account/profile/x', false],
    ['/lander/example.com', false],
    ['/api/health', false],
    ['/nope', false],
  ])('%s → %s', (path, expected) => {
    expect(isPortalRoute(path)).toBe(expected)
  })
})

describe('reserved usernames (spec §2: /{username} shares the route namespace)', () => {
  it.each([
    ['portfolio', true],
    ['API', true],
    ['login', true],
    ['lease-to-own', true],
    ['acme-domains', false],
  ])('%s → %s', (name, expected) => {
    expect(isReservedUsername(name)).toBe(expected)
  })
})
