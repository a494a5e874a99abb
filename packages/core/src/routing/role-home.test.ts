import { describe, expect, it } from 'vitest'
import { activeRoleFor, homePathFor } from './role-home.ts'

describe('role homes (issue 13: each role lands on its own home after sign-in)', () => {
  it.each([
    [['seller'], '/dashboard'],
    [['buyer'], '/purchases'],
    [['broker'], '/broker'],
    [['admin'], '/admin'],
    [['seller', 'buyer'], '/dashboard'],
    [['buyer', 'broker'], '/broker'],
    [['seller', 'admin'], '/admin'],
    [[], '/purchases'],
  ] as const)('%j → %s', (roles, home) => {
    expect(homePathFor(roles)).toBe(home)
  })

  it('a role the person switched to wins over the precedence', () => {
    expect(homePathFor(['seller', 'buyer'], 'buyer')).toBe('/purchases')
  })

  it('a preferred role the person does not hold is ignored', () => {
    expect(activeRoleFor(['buyer'], 'admin')).toBe('buyer')
  })
})
