import { describe, expect, it } from 'vitest'
import { MAX_PAGE_SIZE } from '@namefolio/core/pagination/pagination.contract'
import { parsePortfolioSearch, PORTFOLIO_MAX_PAGE_SIZE } from './portfolio-search'

describe('portfolio search params', () => {
  it.each([
    [{}, { offset: 0, limit: 100 }],
    [
      { offset: 200, limit: 50 },
      { offset: 200, limit: 50 },
    ],
    [
      { offset: '300', limit: '100' },
      { offset: 300, limit: 100 },
    ],
    [
      { offset: -1, limit: 0 },
      { offset: 0, limit: 100 },
    ],
    [
      { offset: 'x', limit: 5000 },
      { offset: 0, limit: 100 },
    ],
    [
      { offset: 1.5, limit: 1000 },
      { offset: 0, limit: 1000 },
    ],
  ])('%j → %j', (search, expected) => {
    expect(parsePortfolioSearch(search)).toEqual(expected)
  })
})

it('caps the page size where the server does', () => {
  expect(PORTFOLIO_MAX_PAGE_SIZE).toBe(MAX_PAGE_SIZE)
})
