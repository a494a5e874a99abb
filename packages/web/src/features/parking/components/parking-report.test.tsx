import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeFetch, renderWithProviders, type FakeRoutes } from '../../../test/render'
import type { ParkingSearch } from '../parking-search'
import { ParkingReport } from './parking-report'

vi.mock('@tanstack/react-router', () => import('../../../test/router-link-stub'))

const TODAY = '2026-11-24'
const RANGE = { from: '2026-11-18', to: TODAY }

function figures(pageViewCount: number, adClickCount: number, revenueMicros: number) {
  return {
    pageViewCount,
    visitCount: Math.round(pageViewCount * 0.8),
    adClickCount,
    clickThroughRate: pageViewCount === 0 ? 0 : adClickCount / pageViewCount,
    revenueMicros,
    revenuePerClickMicros: adClickCount === 0 ? 0 : Math.round(revenueMicros / adClickCount),
    revenuePer1kImpressionsMicros:
      pageViewCount === 0 ? 0 : Math.round((revenueMicros * 1000) / pageViewCount),
  }
}

const ACCOUNT = {
  range: RANGE,
  totals: figures(1500, 30, 12_340_000),
  days: [
    {
      day: '2026-11-18',
      pageViewCount: 200,
      visitCount: 160,
      adClickCount: 4,
      revenueMicros: 1_500_000,
    },
    {
      day: '2026-11-19',
      pageViewCount: 300,
      visitCount: 240,
      adClickCount: 6,
      revenueMicros: 2_840_000,
    },
  ],
  parkedDomainCount: 2,
}

const DOMAINS = {
  range: RANGE,
  total: 2,
  items: [
    {
      domain: 'harborpixel.com',
      displayName: 'harborpixel.com',
      drid: 'drid-7f3a',
      ...figures(1000, 25, 10_000_000),
    },
    {
      domain: 'xn--mnchen-3ya.de',
      displayName: 'münchen.de',
      drid: 'drid-19bc',
      ...figures(500, 5, 2_340_000),
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

function serve(routes: FakeRoutes) {
  const fake = fakeFetch({ ...SWITCHES, ...routes })
  vi.stubGlobal('fetch', vi.fn(fake.fetchMock))
  return fake
}

const FULL: FakeRoutes = {
  '/api/v1/parking/metrics/account': { body: ACCOUNT },
  '/api/v1/parking/metrics/domains': { body: DOMAINS },
}

function renderReport(search: ParkingSearch = {}) {
  const onSearchChange = vi.fn()
  renderWithProviders(
    <ParkingReport search={search} onSearchChange={onSearchChange} today={TODAY} />,
  )
  return { onSearchChange }
}

describe('ParkingReport (/parking, spec §2, §3, §9)', () => {
  it('issue 19: with the customDateRange switch off only the presets are offered', async () => {
    serve({
      ...FULL,
      '/api/v1/config': {
        body: {
          customerId: null,
          ssoLoginUrl: '/login',
          environment: 'test',
          switchboard: { customDateRange: { state: 'off', cohortId: null } },
        },
      },
    })
    renderReport()
    expect(await screen.findByText('Nov 18, 2026 – Nov 24, 2026 (UTC days)')).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeTruthy()
    expect(screen.queryByRole('radio', { name: 'Custom' })).toBeNull()
  })

  it('§9: with no range in the URL it asks for the default and shows the range the server answered', async () => {
    const fake = serve(FULL)
    renderReport()
    expect(await screen.findByText('Nov 18, 2026 – Nov 24, 2026 (UTC days)')).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Last 7 days' })).toHaveProperty('checked', true)
    expect(fake.calls).toContain('/api/v1/parking/metrics/account')
    expect(fake.calls).toContain('/api/v1/parking/metrics/domains?offset=0&limit=200')
    const totals = screen.getByRole('list', { name: 'Totals for the range' })
    expect(totals.textContent).toContain('1,500')
    expect(totals.textContent).toContain('2.00%')
    expect(totals.textContent).toContain('$12.34')
    expect(
      screen.getByRole('link', { name: /Export the figures of Nov 18, 2026 to Nov 24, 2026/ }),
    ).toHaveProperty(
      'href',
      'http://localhost:3000/api/v1/parking/export?from=2026-11-18&to=2026-11-24',
    )
  })

  it('§9: a preset puts yyyy-MM-dd from/to in the URL; a custom end date starts 30 days before it', async () => {
    serve(FULL)
    const user = userEvent.setup()
    const { onSearchChange } = renderReport()
    await screen.findByText(/UTC days/)
    await user.click(screen.getByRole('radio', { name: 'Last 30 days' }))
    expect(onSearchChange).toHaveBeenLastCalledWith({
      from: '2026-10-26',
      to: TODAY,
      offset: undefined,
    })
    await user.click(screen.getByRole('radio', { name: 'Custom' }))
    expect(onSearchChange).toHaveBeenLastCalledWith({
      from: '2026-10-25',
      to: TODAY,
      offset: undefined,
    })
  })

  it('§9: a custom range in the URL is sent to the server and shows its editable dates', async () => {
    const fake = serve(FULL)
    const { onSearchChange } = renderReport({ from: '2026-10-01', to: '2026-10-31' })
    expect(await screen.findByLabelText('Start date')).toHaveProperty('value', '2026-10-01')
    expect(fake.calls).toContain('/api/v1/parking/metrics/account?from=2026-10-01&to=2026-10-31')
    const end = screen.getByLabelText('End date')
    // jsdom has no date picker: the input's change is what a picked date sends.
    fireEvent.change(end, { target: { value: '2026-09-30' } })
    expect(onSearchChange).toHaveBeenLastCalledWith({
      from: '2026-08-31',
      to: '2026-09-30',
      offset: undefined,
    })
  })

  it('§3, §9: no default sort; a header button sorts, and the sort goes to the server', async () => {
    serve(FULL)
    const user = userEvent.setup()
    const { onSearchChange } = renderReport()
    const table = await screen.findByRole('table', { name: /Parked domains/ })
    const headers = within(table).getAllByRole('columnheader')
    expect(headers.map((header) => header.getAttribute('aria-sort'))).toEqual(Array(8).fill('none'))
    await user.click(within(table).getByRole('button', { name: 'Revenue' }))
    expect(onSearchChange).toHaveBeenLastCalledWith({
      sort: 'revenue',
      order: 'desc',
      offset: undefined,
    })
  })

  it('§3: a sorted column says so, and clicking it again flips the order', async () => {
    const fake = serve(FULL)
    const user = userEvent.setup()
    const { onSearchChange } = renderReport({ sort: 'revenue', order: 'desc' })
    const table = await screen.findByRole('table', { name: /Parked domains/ })
    const revenue = within(table).getByRole('columnheader', { name: 'Revenue' })
    expect(revenue.getAttribute('aria-sort')).toBe('descending')
    expect(fake.calls).toContain(
      '/api/v1/parking/metrics/domains?offset=0&limit=200&sort=revenue&order=desc',
    )
    await user.click(within(revenue).getByRole('button'))
    expect(onSearchChange).toHaveBeenLastCalledWith({
      sort: 'revenue',
      order: 'asc',
      offset: undefined,
    })
  })

  it('§2: the show_drid flag adds the parking ID column; without it there is none', async () => {
    serve(FULL)
    renderReport({ show_drid: true })
    const table = await screen.findByRole('table', { name: /Parked domains/ })
    expect(within(table).getByRole('columnheader', { name: 'Parking ID (drid)' })).toBeTruthy()
    const row = within(table).getByRole('row', { name: /münchen\.de/ })
    expect(row.textContent).toContain('drid-19bc')
  })

  it('§2: without show_drid the table has the eight §3 columns and no parking ID', async () => {
    serve(FULL)
    renderReport()
    const table = await screen.findByRole('table', { name: /Parked domains/ })
    expect(within(table).queryByText('Parking ID (drid)')).toBeNull()
    expect(within(table).queryByText('drid-19bc')).toBeNull()
    const link = within(table).getByRole('link', { name: 'münchen.de' })
    expect(link.getAttribute('href')).toBe('/parking/xn--mnchen-3ya.de')
  })

  it('phone: cards instead of the wide table, with the same sorts in one select', async () => {
    serve(FULL)
    const matchMedia = window.matchMedia
    vi.stubGlobal('matchMedia', (query: string) => ({ ...matchMedia(query), matches: true }))
    const user = userEvent.setup()
    const { onSearchChange } = renderReport({ show_drid: true })
    const cards = await screen.findByRole('list', { name: /Parked domains/ })
    expect(screen.queryByRole('table', { name: /Parked domains/ })).toBeNull()
    const card = within(cards).getAllByRole('listitem')[1]!
    expect(card.textContent).toContain('münchen.de')
    expect(card.textContent).toContain('drid-19bc')
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Ad clicks, descending')
    expect(onSearchChange).toHaveBeenLastCalledWith({
      sort: 'adClickCount',
      order: 'desc',
      offset: undefined,
    })
  })

  it('issue 17: no parked domain shows the empty state with the way to parking setup', async () => {
    serve({
      '/api/v1/parking/metrics/account': {
        body: { ...ACCOUNT, totals: figures(0, 0, 0), days: [], parkedDomainCount: 0 },
      },
      '/api/v1/parking/metrics/domains': { body: { range: RANGE, items: [], total: 0 } },
    })
    renderReport()
    expect(await screen.findByRole('heading', { name: 'No parked domains yet' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Set up parking' }).getAttribute('href')).toBe(
      '/portfolio?parkingSetup=1',
    )
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('a failed load says so and can be tried again', async () => {
    let failures = 1
    serve({
      '/api/v1/parking/metrics/account': () =>
        failures-- > 0
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }
          : { body: ACCOUNT },
      '/api/v1/parking/metrics/domains': { body: DOMAINS },
    })
    const user = userEvent.setup()
    renderReport()
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not load your parking figures.',
    )
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(screen.getByRole('table', { name: /Parked domains/ })).toBeTruthy()
  })
})
