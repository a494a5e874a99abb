import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeFetch, renderWithProviders } from '../test/render'
import { isSectionActive, NAV_SECTIONS } from './navigation'
import { isProtectedRoutePath, PROTECTED_ROUTE_PATHS } from './protected-routes'
import { routeTree } from './router'

function portalPaths(): string[] {
  const router = createRouter({ routeTree, context: { queryClient: undefined as never } })
  return (
    Object.values(router.routesById)
      .filter((route) => route.parentRoute?.id === '/portal')
      // The router writes a path parameter `$name`, the shared list `:name`.
      .map((route) => route.fullPath.replace(/\$(\w+)/g, ':$1'))
  )
}

describe('routes', () => {
  it('registers under the gate exactly the protected routes', () => {
    expect(portalPaths().sort()).toEqual([...PROTECTED_ROUTE_PATHS].sort())
  })

  it('lists only sections whose routes exist', () => {
    for (const section of NAV_SECTIONS) expect(isProtectedRoutePath(section.to)).toBe(true)
  })

  it.each([
    ['/portfolio/sold', 'portfolio'],
    ['/domains/example.com/details', 'portfolio'],
    ['/domains/add', 'addDomains'],
    ['/domains/add/history', 'addDomains'],
    ['/domains/review', 'addDomains'],
    ['/domains/offers/made', 'offers'],
    ['/sales/leads', 'leads'],
    ['/sales/leased', 'sales'],
    ['/parking/example.com', 'parking'],
  ])('the sidebar marks one section for %s: %s', (path, key) => {
    expect(NAV_SECTIONS.filter((s) => isSectionActive(s, path)).map((s) => s.key)).toEqual([key])
  })

  it.each([
    ['/portfolio', true],
    ['/portfolio/', true],
    ['/account/profile', true],
    ['/sales', true],
    ['/parking', true],
    ['/parking/example.com', true],
    ['/login', false],
  ])('%s needs a session: %s', (path, expected) => {
    expect(isProtectedRoutePath(path)).toBe(expected)
  })

  it('shows a real not-found page for an unknown route, without a session check', async () => {
    const fake = fakeFetch({})
    vi.stubGlobal('fetch', vi.fn(fake.fetchMock))
    const router = createRouter({
      routeTree,
      history: createMemoryHistory({ initialEntries: ['/sales/coming'] }),
      context: { queryClient: undefined as never },
    })
    await act(async () => {
      renderWithProviders(<RouterProvider router={router} />)
    })
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
    expect(screen.getByText('/sales/coming')).toBeTruthy()
    expect(screen.queryByText(/coming soon/i)).toBeNull()
    expect(fake.calls).toEqual([])
  })
})

describe('the parking setup flag (spec §2; decision 541)', () => {
  it('gets the saved filters of the view restored and keeps the flag', async () => {
    sessionStorage.setItem(
      'namefolio.portfolio.filter.parked',
      JSON.stringify({ filter: 'listed' }),
    )
    vi.stubGlobal('fetch', vi.fn(fakeFetch({}).fetchMock))
    const router = createRouter({
      routeTree,
      history: createMemoryHistory({ initialEntries: ['/portfolio/parked?parkingSetup=1'] }),
      context: { queryClient: undefined as never },
    })
    await router.load()
    expect(router.state.location.pathname).toBe('/portfolio/parked')
    expect(router.state.location.search).toMatchObject({ filter: 'listed', parkingSetup: 1 })
    sessionStorage.clear()
    vi.unstubAllGlobals()
  })
})
