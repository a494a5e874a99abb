import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './membership.queries'

describe('the plan page returns only to a path of this site (issue 19: back to where the seller was)', () => {
  it.each([
    ['/portfolio?includeSearchStats=1', '/portfolio?includeSearchStats=1'],
    ['/portfolio/selling', '/portfolio/selling'],
    ['//evil.example/x', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example', undefined],
    ['portfolio', undefined],
    [42, undefined],
  ])('%j → %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected)
  })
})
