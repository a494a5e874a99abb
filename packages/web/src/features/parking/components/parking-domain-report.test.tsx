import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeFetch, renderWithProviders, type FakeRoutes } from '../../../test/render'
import { ParkingDomainReport } from './parking-domain-report'

vi.mock('@tanstack/react-router', () => import('../../../test/router-link-stub'))

const METRICS = {
  range: { from: '2026-10-01', to: '2026-10-31' },
  domain: 'quietharbor.net',
  displayName: 'quietharbor.net',
  drid: 'drid-7f3a',
  isParked: true,
  totals: {
    pageViewCount: 582,
    visitCount: 478,
    adClickCount: 10,
    clickThroughRate: 10 / 582,
    revenueMicros: 2_030_000,
    revenuePerClickMicros: 203_000,
    revenuePer1kImpressionsMicros: 3_487_973,
  },
  days: [
    {
      day: '2026-10-01',
      pageViewCount: 20,
      visitCount: 16,
      adClickCount: 1,
      revenueMicros: 200_000,
    },
  ],
}

// The §6 customDateRange switch on (issue 19): the custom range is offered.
const SWITCHES: FakeRoutes = {
  '/api/v1/config': {
    body: {
      customerId: null,
      ssoLoginUrl: '/login',
      environment: 'test',
      switchboard: { customDateRange: { state: 'on', cohortId: null } },
    },
  },
}

function renderDomain(routes: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch({ ...SWITCHES, ...routes })
  vi.stubGlobal('fetch', vi.fn(fake.fetchMock))
  renderWithProviders(
    <ParkingDomainReport
      domain="quietharbor.net"
      search={{ from: '2026-10-01', to: '2026-10-31', sort: 'revenue', order: 'desc' }}
      onSearchChange={vi.fn()}
      today="2026-11-24"
    />,
  )
  return fake
}

describe('ParkingDomainReport (/parking/{domain}, issue 17 drill-down)', () => {
  it('asks for the list’s range and shows the domain’s totals, parked state, drid and lander', async () => {
    const fake = renderDomain({
      '/api/v1/parking/metrics/domains/quietharbor.net': { body: METRICS },
    })
    expect(await screen.findByText('Parked')).toBeTruthy()
    expect(fake.calls.filter((call) => !call.startsWith('/api/v1/config'))).toEqual([
      '/api/v1/parking/metrics/domains/quietharbor.net?from=2026-10-01&to=2026-10-31',
    ])
    expect(screen.getByText('drid-7f3a')).toBeTruthy()
    expect(screen.getByText('$2.03')).toBeTruthy()
    expect(screen.getByRole('link', { name: '/lander/quietharbor.net' }).getAttribute('href')).toBe(
      '/lander/quietharbor.net',
    )
    expect(screen.getByRole('link', { name: 'All parked domains' }).getAttribute('href')).toBe(
      '/parking?from=2026-10-01&to=2026-10-31&sort=revenue&order=desc',
    )
    expect(screen.getByRole('img', { name: /Chart of revenue and visits per day/ })).toBeTruthy()
  })

  it('a domain the account does not hold (404) shows a not-found message, not a crash', async () => {
    renderDomain({})
    expect(await screen.findByRole('heading', { name: 'Domain not found' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('link', { name: 'All parked domains' })).toBeTruthy()
  })
})
