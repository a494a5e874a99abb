import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { PARKING_SAVED_FILTER_KEY } from '../../features/parking/parking-search'
import { routeTree } from '../router'

async function open(url: string) {
  const router = createRouter({
    routeTree,
    context: { queryClient: new QueryClient() },
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  await router.load()
  // The page's search is its route's validated one (the location keeps what the URL said).
  return { pathname: router.state.location.pathname, search: router.state.matches.at(-1)?.search }
}

describe('/parking routes (spec §2 saved filters, §9 URL range)', () => {
  afterEach(() => sessionStorage.clear())

  it('§2: /parking without a query comes back to the saved range, search and sort', async () => {
    sessionStorage.setItem(
      PARKING_SAVED_FILTER_KEY,
      JSON.stringify({ from: '2026-10-01', to: '2026-10-31', sort: 'revenue', order: 'desc' }),
    )
    const location = await open('/parking')
    expect(location.pathname).toBe('/parking')
    expect(location.search).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      sort: 'revenue',
      order: 'desc',
    })
  })

  it('§2: a query in the URL wins over the saved state', async () => {
    sessionStorage.setItem(PARKING_SAVED_FILTER_KEY, JSON.stringify({ sort: 'revenue' }))
    const location = await open('/parking?show_drid=true')
    expect(location.search).toEqual({ show_drid: true })
  })

  it('§9: the drill-down keeps the list’s range and drops what is not a day', async () => {
    const location = await open('/parking/example.com?from=2026-10-01&to=not-a-day')
    expect(location.pathname).toBe('/parking/example.com')
    expect(location.search).toEqual({ from: '2026-10-01' })
  })
})
