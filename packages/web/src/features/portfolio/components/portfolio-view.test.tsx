import { Notifications, notifications } from '@mantine/notifications'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_STATS_SORT_KEYS } from '@namefolio/core/portfolio/portfolio-sort'
import { fakeFetch, renderWithProviders, type FakeAnswer } from '../../../test/render'
import { portfolioRow } from '../../../test/portfolio-row'
import type { PortfolioSearch } from '../portfolio-search'
import { PortfolioView, type PortfolioViewProps } from './portfolio-view'

vi.mock('@tanstack/react-router', () => import('../../../test/router-link-stub'))

function domain(overrides: Record<string, unknown>) {
  const buyNow = (overrides.buynowPriceMicros as number | null | undefined) ?? null
  return portfolioRow('example.com', { id: 'd0', ...overrides }, buyNow)
}

const DOMAINS = [
  domain({
    id: 'd1',
    name: 'harborpixel.com',
    domain: 'harborpixel.com',
    displayName: 'harborpixel.com',
    buynowPriceMicros: 12_400_000_000,
    floorPriceMicros: 9_000_000_000,
    minbidPriceMicros: 1_000_000_000,
    offerCount: 3,
    intakeViews: 1200,
    intakeLeads: 4,
    transactionLink: 'http://localhost/checkout/l1',
    checkoutLinkId: 'l1',
  }),
  domain({
    id: 'd2',
    name: 'xn--mnchen-3ya.de',
    domain: 'xn--mnchen-3ya.de',
    displayName: 'münchen.de',
    tld: 'de',
    status: 'COMPLIANCE_REVIEW',
    reviews: ['TRADEMARK'],
    createdAt: '2025-03-10T12:00:00Z',
  }),
]

const STATS = {
  view: 'selling',
  total: 1342,
  views: { selling: 1342, parked: 40, sold: 12, leased: 3, 'not-listed': 7, purchases: 0 },
  filters: {
    listed: 1200,
    review: 3,
    notListed: 7,
    onHold: 0,
    pending: 2,
    buyNowMissing: 90,
    ltoDisabled: 400,
    marketplaceNameserver: 0,
  },
}

const SEARCH_STATS = {
  totalSearch30Cnt: 12,
  totalSearch90Cnt: 40,
  totalSearch365Cnt: 150,
  visitor30Cnt: 7,
  visitor90Cnt: 21,
  visitor365Cnt: 88,
}

type Call = { method: string; url: string; body: unknown }

/** These tests edit every selling column: the seller has chosen them all (decision 285). */
const ALL_SELLING_COLUMNS = {
  body: {
    choices: {
      selling: [
        'status',
        'buyNow',
        'floor',
        'minBid',
        'lander',
        'lto',
        'offers',
        'views',
        'leads',
        'dateAdded',
        'searchStats',
      ],
    },
  },
}

function serve(routes: Record<string, FakeAnswer | (() => FakeAnswer)>) {
  const fake = fakeFetch({ '/api/v1/account/portfolio-columns': ALL_SELLING_COLUMNS, ...routes })
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({
        method: init?.method ?? 'GET',
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      })
      return fake.fetchMock(input)
    }),
  )
  return { ...fake, requests: calls }
}

function renderView(props: Partial<PortfolioViewProps> & { search?: PortfolioSearch } = {}) {
  const onSearchChange = vi.fn()
  const onReset = vi.fn()
  renderWithProviders(
    <>
      <Notifications />
      <PortfolioView
        view="selling"
        search={{ offset: 0, limit: 100 }}
        onSearchChange={onSearchChange}
        onReset={onReset}
        {...props}
      />
    </>,
  )
  return { onSearchChange, onReset }
}

describe('PortfolioView', () => {
  // Growls live in a module-wide store: without this, earlier tests' growls fill the stack.
  beforeEach(() => {
    notifications.clean()
    notifications.cleanQueue()
  })

  it('shows each domain with its status, prices right-aligned and the New York date added', async () => {
    const fake = serve({ '/api/v2/domains': { body: { items: DOMAINS, total: 342 } } })
    renderView({ search: { offset: 100, limit: 100 } })
    const table = await screen.findByRole('table')
    const first = within(table).getByRole('row', { selected: false, name: /harborpixel\.com/ })
    expect(first.textContent).toContain('Listed')
    expect(
      within(first).getByRole('button', { name: /Edit Buy now of harborpixel\.com: \$12,400/ }),
    ).toBeTruthy()
    expect(first.textContent).toContain('Dec 31 2024')
    expect(first.textContent).toContain('1,200')
    const second = within(table).getByRole('row', { name: /münchen\.de/ })
    expect(second.textContent).toContain('In review')
    expect(within(second).getByRole('link', { name: 'münchen.de' }).getAttribute('href')).toBe(
      '/domains/münchen.de/details',
    )
    expect(screen.getAllByText('101–200 of 342')).toHaveLength(2)
    expect(fake.calls.filter((url) => url.startsWith('/api/v2/domains'))).toEqual([
      '/api/v2/domains?view=selling&offset=100&limit=100',
    ])
  })

  it('asks for the first page once, after membership and switchboard are known (issue 16)', async () => {
    const fake = serve({ '/api/v2/domains': { body: { items: DOMAINS, total: 2 } } })
    function OptionsArriveLater() {
      const [known, setKnown] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setKnown(true)}>
            options arrive
          </button>
          <PortfolioView
            view="selling"
            search={{ offset: 0, limit: 100 }}
            onSearchChange={vi.fn()}
            onReset={vi.fn()}
            canSeeSearchStats={known}
            areListOptionsKnown={known}
          />
        </>
      )
    }
    renderWithProviders(<OptionsArriveLater />)
    await screen.findByRole('button', { name: 'options arrive' })
    expect(fake.calls.filter((url) => url.startsWith('/api/v2/domains'))).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'options arrive' }))
    await screen.findByRole('table')
    expect(fake.calls.filter((url) => url.startsWith('/api/v2/domains'))).toEqual([
      '/api/v2/domains?view=selling&offset=0&limit=100&includeSearchStats=true',
    ])
  })

  it('sends the filters and sort to the server, prices in micros', async () => {
    const fake = serve({ '/api/v2/domains': { body: { items: DOMAINS, total: 2 } } })
    renderView({
      search: {
        offset: 0,
        limit: 100,
        filter: 'listed',
        sort: 'price.buyNow',
        order: 'desc',
        buyNowMin: 500,
        keywords: 'pixel',
      },
    })
    await screen.findByRole('table')
    expect(fake.calls.find((url) => url.startsWith('/api/v2/domains'))).toBe(
      '/api/v2/domains?view=selling&offset=0&limit=100&filter=listed&keywords=pixel&sort=price.buyNow&order=desc&buyNowMinMicros=500000000',
    )
    const header = screen.getByRole('columnheader', { name: /Buy now/ })
    expect(header.getAttribute('aria-sort')).toBe('descending')
  })

  it('sorts by a column header: ascending, then descending, then the default', async () => {
    serve({ '/api/v2/domains': { body: { items: DOMAINS, total: 2 } } })
    const { onSearchChange } = renderView()
    await screen.findByRole('table')
    await userEvent.click(screen.getByRole('button', { name: /^Domain/ }))
    expect(onSearchChange).toHaveBeenLastCalledWith({ sort: 'domain', order: 'asc', offset: 0 })
  })

  it('pages by offset with next and previous', async () => {
    serve({ '/api/v2/domains': { body: { items: DOMAINS, total: 342 } } })
    const { onSearchChange } = renderView({ search: { offset: 100, limit: 100 } })
    await screen.findByRole('table')
    const pager = screen.getByRole('navigation', { name: 'Pages' })
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }))
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous page' }))
    expect(onSearchChange.mock.calls).toEqual([[{ offset: 200 }], [{ offset: 0 }]])
  })

  it('says what to do next when the portfolio is empty', async () => {
    serve({ '/api/v2/domains': { body: { items: [], total: 0 } } })
    renderView()
    expect(await screen.findByText('Your portfolio is empty')).toBeTruthy()
    expect(screen.getByText(/Add the domains you own/)).toBeTruthy()
  })

  it('offers to clear the filters when nothing matches them', async () => {
    serve({ '/api/v2/domains': { body: { items: [], total: 0 } } })
    const { onReset } = renderView({ search: { offset: 0, limit: 100, filter: 'review' } })
    expect(await screen.findByText('No domains match these filters')).toBeTruthy()
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters and sort' })[0]!)
    expect(onReset).toHaveBeenCalled()
  })

  it('shows an error with a retry that loads again', async () => {
    let isFailing = true
    const fake = serve({
      '/api/v2/domains': () =>
        isFailing
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Internal error' } } }
          : { body: { items: DOMAINS, total: 2 } },
    })
    renderView()
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Your domains could not be loaded')).toBeTruthy()
    isFailing = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await screen.findByRole('table')
    expect(fake.calls.filter((url) => url.startsWith('/api/v2/domains'))).toHaveLength(2)
  })

  it('waits 200 ms before showing the skeleton', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    )
    renderView()
    expect(screen.queryByTestId('portfolio-skeleton')).toBeNull()
    await waitFor(() => expect(screen.getByTestId('portfolio-skeleton')).toBeTruthy())
  })

  it('refuses a buy-now price below the floor inline, by its message key, and sends nothing', async () => {
    const fake = serve({ '/api/v2/domains': { body: { items: DOMAINS, total: 2 } } })
    renderView()
    await screen.findByRole('table')
    await userEvent.click(screen.getByRole('button', { name: /Edit Buy now of harborpixel\.com/ }))
    const input = screen.getByRole('textbox', { name: 'Edit Buy now of harborpixel.com' })
    await userEvent.clear(input)
    await userEvent.type(input, '800{Enter}')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The buy-now price cannot be lower than the floor or the minimum bid.',
    )
    expect(fake.requests.filter((call) => call.method === 'PATCH')).toEqual([])
  })

  it('shows a refusal of the server inline under the price', async () => {
    const fake = serve({
      '/api/v2/domains': { body: { items: DOMAINS, total: 2 } },
      '/api/v2/domains/harborpixel.com': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION',
            message: 'Invalid prices',
            fields: [
              {
                field: 'buynowPrice',
                code: 'editDomain.prices.errorLimit',
                values: { max: 50000000 },
              },
            ],
          },
        },
      },
    })
    renderView()
    await screen.findByRole('table')
    await userEvent.click(screen.getByRole('button', { name: /Edit Buy now of harborpixel\.com/ }))
    const input = screen.getByRole('textbox', { name: 'Edit Buy now of harborpixel.com' })
    await userEvent.clear(input)
    await userEvent.type(input, '15000{Enter}')
    expect((await screen.findByRole('alert')).textContent).toBe('Prices must be below $50,000,000.')
    expect(fake.requests.find((call) => call.method === 'PATCH')?.body).toEqual({
      buynowPrice: 15_000_000_000,
    })
  })

  it('refuses the buy-now lander without a buy-now price: a critical growl, nothing saved', async () => {
    const fake = serve({ '/api/v2/domains': { body: { items: DOMAINS, total: 2 } } })
    renderView()
    await screen.findByRole('table')
    const select = screen.getByRole('combobox', { name: 'Lander for münchen.de' })
    await userEvent.selectOptions(select, 'BUY_NOW')
    expect(
      await screen.findByText('Set a buy-now price before choosing the Buy Now lander.'),
    ).toBeTruthy()
    expect((select as HTMLSelectElement).value).toBe('PRICE_FORM')
    expect(fake.requests.filter((call) => call.method === 'PATCH')).toEqual([])
  })

  it('opens the colour modal for lease to own; cancel reverts and saves nothing', async () => {
    const fake = serve({ '/api/v2/domains': { body: { items: DOMAINS, total: 2 } } })
    renderView({ isColorCustomizationOn: true })
    await screen.findByRole('table')
    const select = screen.getByRole('combobox', {
      name: 'Lander for harborpixel.com',
    }) as HTMLSelectElement
    await userEvent.selectOptions(select, 'LEASE_TO_OWN')
    const dialog = await screen.findByRole('dialog', { name: 'Lander colours: Lease to own' })
    expect(select.value).toBe('LEASE_TO_OWN')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(select.value).toBe('PRICE_FORM'))
    expect(fake.requests.filter((call) => call.method === 'PATCH')).toEqual([])
  })

  it('saves a template with its landing page mapping and default colours', async () => {
    const fake = serve({
      '/api/v2/domains': { body: { items: DOMAINS, total: 2 } },
      '/api/v2/domains/harborpixel.com': {
        body: { updatedDomain: { ...DOMAINS[0], landerTemplate: 'CASH_PARKING' } },
      },
    })
    renderView()
    await screen.findByRole('table')
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Lander for harborpixel.com' }),
      'CASH_PARKING',
    )
    expect(
      await screen.findByText('Saved. Your changes will be live in a few minutes.'),
    ).toBeTruthy()
    expect(fake.requests.find((call) => call.method === 'PATCH')?.body).toEqual({
      landerTemplate: 'CASH_PARKING',
      landingPage: 'PARKING',
      intakeStyle: 'PRICE_FORM',
      backgroundColorOption: 'AUTO',
      backgroundColorCustom: '#ABCDEF',
      fontColorOption: 'AUTO',
    })
  })

  it('keeps lease to own off and disabled without a valid buy-now price', async () => {
    serve({ '/api/v2/domains': { body: { items: DOMAINS, total: 2 } } })
    renderView()
    await screen.findByRole('table')
    expect(
      screen
        .getByRole('combobox', { name: 'Lease to own for münchen.de' })
        .hasAttribute('disabled'),
    ).toBe(true)
    expect(
      screen
        .getByRole('combobox', { name: 'Lease to own for harborpixel.com' })
        .hasAttribute('disabled'),
    ).toBe(false)
  })

  it('deletes a domain only after the confirmation', async () => {
    const fake = serve({
      '/api/v2/domains': { body: { items: DOMAINS, total: 2 } },
      '/api/v2/domains/harborpixel.com': { body: { deleted: ['harborpixel.com'], missing: [] } },
    })
    renderView()
    await screen.findByRole('table')
    await userEvent.click(screen.getByRole('button', { name: 'Actions for harborpixel.com' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this domain?' })
    expect(fake.requests.filter((call) => call.method === 'DELETE')).toEqual([])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete domain' }))
    await waitFor(() =>
      expect(fake.requests.filter((call) => call.method === 'DELETE')).toHaveLength(1),
    )
  }, 15_000)

  it('selects the page, then every matching domain, and bulk edits them by filter', async () => {
    const fake = serve({
      '/api/v2/domains': { body: { items: DOMAINS, total: 342 } },
      '/api/v2/domains/bulkOperation': {
        body: {
          mode: 'done',
          result: { operation: 'edit', matched: 342, affected: 342, skipped: 0 },
        },
      },
    })
    renderView({ canSelectAll: true, search: { offset: 0, limit: 100, filter: 'listed' } })
    await screen.findByRole('table')
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Select every domain on this page' }),
    )
    expect(screen.getByText('2 selected')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Select all 342 domains' }))
    expect(screen.getByText('342 selected')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Bulk edit' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Lease to own' }),
      'off',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 342 domains' }))
    await waitFor(() =>
      expect(fake.requests.find((call) => call.method === 'POST')?.body).toEqual({
        selection: {
          kind: 'filter',
          filter: { view: 'selling', filter: ['listed'] },
          excludeNames: [],
        },
        operation: 'edit',
        modifications: { leasingEnabled: false },
      }),
    )
  })

  it('shows the listing counts on the view tabs and the status filter options', async () => {
    const fake = serve({
      '/api/v2/domains': { body: { items: DOMAINS, total: 342 } },
      '/api/v2/stats/listings': { body: STATS },
    })
    renderView({ search: { offset: 0, limit: 100, keywords: 'pixel' } })
    const tabs = await screen.findByRole('navigation', { name: 'Portfolio views' })
    await waitFor(() =>
      expect(within(tabs).getByRole('link', { name: /Selling/ }).textContent).toBe('Selling1,342'),
    )
    expect(within(tabs).getByRole('link', { name: /Not listed/ }).textContent).toBe('Not listed7')
    expect(within(tabs).getByRole('link', { name: /Sold/ }).getAttribute('href')).toBe(
      '/portfolio/sold',
    )
    // The counts follow the list's filters, without paging or sort.
    const statsCall = fake.requests.find((call) => call.url.includes('/api/v2/stats/listings'))
    expect(statsCall?.url).toContain('view=selling')
    expect(statsCall?.url).toContain('keywords=pixel')
    expect(statsCall?.url).not.toContain('offset')
    await userEvent.click(screen.getByRole('combobox', { name: 'Show' }))
    // The dropdown is still in its transition in jsdom, so its options count as hidden.
    const option = (name: string) => screen.findByRole('option', { name, hidden: true })
    expect(await option('All domains (1,342)')).toBeTruthy()
    expect(await option('Listed (1,200)')).toBeTruthy()
    expect(await option('In review (3)')).toBeTruthy()
  })

  it('refreshes the tab counts after a bulk operation', async () => {
    let statsCalls = 0
    serve({
      '/api/v2/domains': { body: { items: DOMAINS, total: 2 } },
      '/api/v2/stats/listings': () => {
        statsCalls += 1
        return {
          body: statsCalls === 1 ? STATS : { ...STATS, views: { ...STATS.views, selling: 1340 } },
        }
      },
      '/api/v2/domains/bulkOperation': {
        body: {
          mode: 'done',
          result: { operation: 'delete', matched: 2, affected: 2, skipped: 0 },
        },
      },
    })
    renderView()
    const tabs = await screen.findByRole('navigation', { name: 'Portfolio views' })
    await waitFor(() =>
      expect(within(tabs).getByRole('link', { name: /Selling/ }).textContent).toBe('Selling1,342'),
    )
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Select every domain on this page' }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete 2 domains' }),
    )
    await waitFor(() =>
      expect(within(tabs).getByRole('link', { name: /Selling/ }).textContent).toBe('Selling1,340'),
    )
  })

  it('reports the rows a bulk edit skipped in its growl', async () => {
    serve({
      '/api/v2/domains': { body: { items: DOMAINS, total: 2 } },
      '/api/v2/domains/bulkOperation': {
        body: { mode: 'done', result: { operation: 'edit', matched: 2, affected: 1, skipped: 1 } },
      },
    })
    renderView()
    await screen.findByRole('table')
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Select every domain on this page' }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Bulk edit' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Lease to own' }),
      'on',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2 domains' }))
    expect(
      await screen.findByText(
        '1 domain was updated; 1 was skipped because a listing rule refused the change.',
      ),
    ).toBeTruthy()
  })

  it('cancels a running bulk job only after the confirmation', async () => {
    const job = (state: string, done: number, result: unknown = null) => ({
      jobId: '8d0e3c5e-0000-4000-8000-000000000001',
      state,
      progress: { done, total: 5000 },
      result,
      error: null,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    })
    const fake = serve({
      '/api/v2/domains': { body: { items: DOMAINS, total: 5000 } },
      '/api/v2/domains/bulkOperation': { body: { mode: 'job', job: job('running', 0) } },
      '/api/v2/domains/bulkOperation/8d0e3c5e-0000-4000-8000-000000000001': {
        body: job('running', 1200),
      },
      '/api/v2/domains/bulkOperation/8d0e3c5e-0000-4000-8000-000000000001/cancel': {
        body: job('cancelled', 1300, {
          operation: 'edit',
          matched: 5000,
          affected: 1300,
          skipped: 0,
        }),
      },
    })
    renderView({ canSelectAll: true })
    await screen.findByRole('table')
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Select every domain on this page' }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Select all 5,000 domains' }))
    await userEvent.click(screen.getByRole('button', { name: 'Bulk edit' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Lease to own' }),
      'off',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 5,000 domains' }))
    expect(await screen.findByText('Working… 1,200 of 5,000 domains')).toBeTruthy()
    const isCancelCall = (call: Call) => call.url.endsWith('/cancel')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    const confirm = await screen.findByRole('dialog', { name: 'Stop this bulk change?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep running' }))
    expect(fake.requests.filter(isCancelCall)).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Stop this bulk change?' })).getByRole(
        'button',
        { name: 'Stop the bulk change' },
      ),
    )
    expect(await screen.findByText('The bulk change was stopped after 1,300 domains.')).toBeTruthy()
    expect(fake.requests.filter(isCancelCall)).toHaveLength(1)
    expect(fake.requests.find(isCancelCall)?.method).toBe('POST')
    await waitFor(() => expect(screen.queryByText(/Working…/)).toBeNull())
  }, 15_000)

  it('sorts the search statistics by any of its six keys from the header selector', async () => {
    serve({
      '/api/v2/domains': {
        body: {
          items: DOMAINS.map((row) => ({ ...row, searchStats: SEARCH_STATS })),
          total: 2,
        },
      },
    })
    const { onSearchChange } = renderView({ canSeeSearchStats: true })
    await screen.findByRole('table')
    const selector = screen.getByRole('combobox', { name: 'Sort search statistics by' })
    expect(
      within(selector)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual([...SEARCH_STATS_SORT_KEYS])
    await userEvent.selectOptions(selector, 'visitor90Cnt')
    expect(onSearchChange).toHaveBeenLastCalledWith({
      sort: 'visitor90Cnt',
      order: 'desc',
      offset: 0,
    })
    await userEvent.click(screen.getByRole('button', { name: /Searches 30\/90\/365 d/ }))
    expect(onSearchChange).toHaveBeenLastCalledWith({
      sort: 'totalSearch30Cnt',
      order: 'asc',
      offset: 0,
    })
  })

  it('shows unique visitors when sorted by them, with the sort on the column', async () => {
    serve({
      '/api/v2/domains': {
        body: {
          items: DOMAINS.map((row) => ({ ...row, searchStats: SEARCH_STATS })),
          total: 2,
        },
      },
    })
    const { onSearchChange } = renderView({
      canSeeSearchStats: true,
      search: { offset: 0, limit: 100, sort: 'visitor365Cnt', order: 'desc' },
    })
    await screen.findByRole('table')
    const header = screen.getByRole('columnheader', { name: /Visitors 30\/90\/365 d/ })
    expect(header.getAttribute('aria-sort')).toBe('descending')
    expect(
      (screen.getByRole('combobox', { name: 'Sort search statistics by' }) as HTMLSelectElement)
        .value,
    ).toBe('visitor365Cnt')
    const cell = screen.getAllByRole('row')[1]!.querySelector('td[data-column="searchStats"]')
    expect(cell?.textContent).toBe('7 / 21 / 88')
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort search statistics by' }),
      'totalSearch90Cnt',
    )
    // A change of statistic keeps the direction the seller chose.
    expect(onSearchChange).toHaveBeenLastCalledWith({
      sort: 'totalSearch90Cnt',
      order: 'desc',
      offset: 0,
    })
  })

  it('shows the upgrade prompt instead of search statistics below the top tier', async () => {
    serve({ '/api/v2/domains': { body: { items: DOMAINS, total: 2 } } })
    renderView({ canSeeSearchStats: false })
    await screen.findByRole('table')
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }))
    expect(
      await screen.findByRole('dialog', { name: 'See how buyers search for your domains' }),
    ).toBeTruthy()
    // Issue 19: the upgrade leads into the Pro purchase and back here.
    const upgrade = screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')
    expect(upgrade).toMatch(/^\/account\/membership\?plan=PRO&returnTo=%2F/)
  })
})
