import { describe, expect, it } from 'vitest'
import { MAX_PAGE_SIZE } from '@namefolio/core/pagination/pagination.contract'
import {
  filterState,
  parsePortfolioSearch,
  PORTFOLIO_MAX_PAGE_SIZE,
  readFilterState,
  saveFilterState,
} from './portfolio-search'

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

describe('the parking setup flag (spec §2 "opens parking setup"; decision 541)', () => {
  it('reads parkingSetup=1 and its names, and drops names without the flag', () => {
    expect(parsePortfolioSearch({ parkingSetup: 1, parkingNames: 'a.com,b.net' })).toEqual({
      offset: 0,
      limit: 100,
      parkingSetup: 1,
      parkingNames: 'a.com,b.net',
    })
    expect(parsePortfolioSearch({ parkingSetup: '1' }).parkingSetup).toBe(1)
    expect(parsePortfolioSearch({ parkingNames: 'a.com' })).toEqual({ offset: 0, limit: 100 })
  })

  it('is never saved with the filters, so a saved state does not reopen the drawer', () => {
    const search = parsePortfolioSearch({
      filter: 'listed',
      parkingSetup: 1,
      parkingNames: 'a.com',
    })
    expect(filterState(search)).toEqual({ filter: 'listed' })
    const store = new Map<string, string>()
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    }
    saveFilterState(storage, 'selling', search)
    expect(readFilterState(storage, 'selling')).toEqual({ offset: 0, limit: 100, filter: 'listed' })
    saveFilterState(storage, 'parked', parsePortfolioSearch({ parkingSetup: 1 }))
    expect(readFilterState(storage, 'parked')).toBeNull()
  })
})
