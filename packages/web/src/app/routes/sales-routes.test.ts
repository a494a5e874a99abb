import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { afterEach, describe, expect, it } from 'vitest'
import {
  compactLeasedSearch,
  compactSalesSearch,
  LEASED_SAVED_FILTER_KEY,
  SALES_SAVED_FILTER_KEY,
  saveLeasedFilterState,
  saveSalesFilterState,
} from '../../features/sales/sales-search'
import { routeTree } from '../router'

async function open(url: string, thenTo?: '/sales' | '/sales/leased') {
  const router = createRouter({
    routeTree,
    context: { queryClient: new QueryClient() },
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  await router.load()
  // A tab or link to the list, without a search, as the Sold and Leased tabs navigate.
  if (thenTo !== undefined) await router.navigate({ to: thenTo })
  return {
    href: router.state.location.href,
    search: router.state.matches.at(-1)?.search,
  }
}

describe('/sales and /sales/leased restore their saved sort (spec §2 "App shell behaviour")', () => {
  afterEach(() => sessionStorage.clear())

  it('§2: /sales without a query comes back to the saved sort and the URL says so', async () => {
    saveSalesFilterState(sessionStorage, {
      sort: 'salePrice',
      order: 'desc',
      offset: 200,
      limit: 100,
    })
    const location = await open('/sales')
    expect(location.href).toBe('/sales?sort=salePrice&order=desc')
    expect(location.search).toEqual({ sort: 'salePrice', order: 'desc', offset: 0, limit: 100 })
  })

  it('§2: /sales/leased without a query comes back to the saved sort and the URL says so', async () => {
    saveLeasedFilterState(sessionStorage, { sort: 'salePrice', order: 'desc', offset: 100 })
    const location = await open('/sales/leased')
    expect(location.href).toBe('/sales/leased?sort=salePrice&order=desc')
    expect(location.search).toEqual({ sort: 'salePrice', order: 'desc', offset: 0 })
  })

  it('§2: a query in the URL wins over the saved sort', async () => {
    saveSalesFilterState(sessionStorage, { sort: 'domain', order: 'asc', offset: 0, limit: 100 })
    saveLeasedFilterState(sessionStorage, { sort: 'status', order: 'asc', offset: 0 })
    expect((await open('/sales?offset=100')).search).toMatchObject({
      sort: 'saleDate',
      offset: 100,
    })
    expect((await open('/sales/leased?offset=100')).search).toEqual({
      sort: 'domain',
      order: 'asc',
      offset: 100,
    })
  })

  it('§9: going back to the default sort forgets the saved one; the default needs no restore', async () => {
    saveSalesFilterState(sessionStorage, { sort: 'domain', order: 'asc', offset: 0, limit: 100 })
    saveSalesFilterState(sessionStorage, { sort: 'saleDate', order: 'desc', offset: 0, limit: 100 })
    saveLeasedFilterState(sessionStorage, { sort: 'domain', order: 'asc', offset: 0 })
    expect(sessionStorage.getItem(SALES_SAVED_FILTER_KEY)).toBeNull()
    expect(sessionStorage.getItem(LEASED_SAVED_FILTER_KEY)).toBeNull()
    expect((await open('/sales')).href).toBe('/sales')
    expect((await open('/sales/leased')).href).toBe('/sales/leased')
  })

  it('a saved state that no longer parses (an unknown sort key) is ignored', async () => {
    sessionStorage.setItem(
      LEASED_SAVED_FILTER_KEY,
      JSON.stringify({ sort: 'dropped', order: 'up' }),
    )
    sessionStorage.setItem(SALES_SAVED_FILTER_KEY, '{not json')
    expect((await open('/sales/leased')).href).toBe('/sales/leased')
    expect((await open('/sales')).href).toBe('/sales')
  })

  it('§2: the Sold and Leased tabs (links without a query) also come back to the saved sort', async () => {
    saveSalesFilterState(sessionStorage, { sort: 'domain', order: 'desc', offset: 0, limit: 100 })
    saveLeasedFilterState(sessionStorage, { sort: 'saleDate', order: 'asc', offset: 0 })
    expect((await open('/sales?offset=100', '/sales/leased')).href).toBe(
      '/sales/leased?sort=saleDate&order=asc',
    )
    expect((await open('/sales/leased?offset=100', '/sales')).href).toBe(
      '/sales?sort=domain&order=desc',
    )
  })

  it('§9: links leave out the first page, the default sort and a sort’s default order', () => {
    const sold = { offset: 0, limit: 100 }
    expect(compactSalesSearch({ ...sold, sort: 'saleDate', order: 'desc' })).toEqual({})
    expect(compactSalesSearch({ ...sold, sort: 'saleDate', order: 'asc' })).toEqual({
      sort: 'saleDate',
      order: 'asc',
    })
    expect(compactSalesSearch({ ...sold, sort: 'domain', order: 'asc' })).toEqual({
      sort: 'domain',
    })
    expect(compactSalesSearch({ sort: 'domain', order: 'desc', offset: 200, limit: 50 })).toEqual({
      sort: 'domain',
      order: 'desc',
      offset: 200,
      limit: 50,
    })
    expect(compactLeasedSearch({ sort: 'domain', order: 'asc', offset: 0 })).toEqual({})
    expect(compactLeasedSearch({ sort: 'saleDate', order: 'desc', offset: 0 })).toEqual({
      sort: 'saleDate',
    })
  })
})
