import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeFetch, renderWithProviders, type FakeRoutes } from '../../test/render'
import { portfolioRow } from '../../test/portfolio-row'
import { OwnerDomainPage } from './domain-page'

vi.mock('@tanstack/react-router', async () => ({
  ...(await import('../../test/router-link-stub')),
  getRouteApi: () => ({ useParams: () => ({}) }),
}))

const NAME = 'quietharbor.net'

function domainRow(patch: Record<string, unknown> = {}) {
  return portfolioRow(
    NAME,
    {
      id: 'd1',
      featured: true,
      fastTransferStatus: 'AWAITING_OPT_IN',
      offerCount: 3,
      intakeViews: 120,
      intakeLeads: 4,
      intakeStyle: 'BUY_NOW',
      landerTemplate: 'BUY_NOW',
      transactionLink: 'https://namefolio.test/checkout/abc',
      checkoutLinkId: 'link-1',
      floorPriceMicros: 1_500_000_000,
      minbidPriceMicros: 1_000_000_000,
      floorPrice: 1_500_000_000,
      minbidPrice: 1_000_000_000,
      price: { buyNow: 2_500_000_000, minBid: 1_000_000_000, reservedFloor: 1_500_000_000 },
      ...patch,
    },
    2_500_000_000,
  )
}

const TRAFFIC = {
  domainName: NAME,
  days: 30,
  views: 40,
  parkingViews: 2,
  adClicks: 0,
  adRevenueMicros: 0,
  searchImpressions: 9,
  offers: 3,
  buyIntents: 5,
  leaseIntents: 1,
  uniqueVisitors: 17,
}

const DAILY = {
  domainName: NAME,
  days: 30,
  points: [
    { day: '2026-11-22', views: 10, visitors: 6, offers: 1 },
    { day: '2026-11-23', views: 32, visitors: 11, offers: 2 },
  ],
}

function lead(id: string, domainName: string, buyer: string, lastOfferMicros: number | null) {
  return {
    id,
    domainName,
    buyer: { id: `b-${id}`, name: buyer },
    label: 'newOffer',
    lastOfferMicros,
    updatedAt: '2026-11-20T10:00:00Z',
  }
}

const HISTORY = {
  total: 2,
  items: [
    {
      id: 'h2',
      at: '2026-11-21T09:30:00Z',
      actor: { id: 'u1', name: 'Ada Seller' },
      source: 'reprice',
      changes: [{ field: 'buynowPrice', from: 2_000_000_000, to: 2_500_000_000 }],
    },
    {
      id: 'h1',
      at: '2026-11-01T09:30:00Z',
      actor: null,
      source: 'edit',
      changes: [
        { field: 'hidden', from: true, to: false },
        { field: 'landerTemplate', from: 'PRICE_FORM', to: 'BUY_NOW' },
      ],
    },
  ],
}

const FULL: FakeRoutes = {
  [`/api/v2/domains/${NAME}`]: { body: domainRow() },
  [`/api/v2/domains/${NAME}/history`]: { body: HISTORY },
  [`/api/v1/stats/traffic/${NAME}`]: { body: TRAFFIC },
  [`/api/v1/stats/traffic/${NAME}/daily`]: { body: DAILY },
  '/api/v1/leads': {
    body: {
      total: 2,
      items: [
        lead('l1', NAME, 'Bo Buyer', 1_800_000_000),
        // The list's `q` matches part of a name: a longer name is not this domain's lead.
        lead('l2', `old${NAME}`, 'Cy Other', 900_000_000),
      ],
    },
  },
}

function renderPage(routes: FakeRoutes) {
  const fake = fakeFetch(routes)
  vi.stubGlobal('fetch', vi.fn(fake.fetchMock))
  renderWithProviders(<OwnerDomainPage domain={NAME} />)
  return fake
}

const section = (testId: string) => within(screen.getByTestId(testId))

describe('DomainPage (/domains/{domain}, spec §2, issue 15)', () => {
  it('shows listing and lander, fast transfer (§4 display rules), prices and the checkout link', async () => {
    renderPage(FULL)
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeTruthy()
    const listing = section('domain-page-listing')
    expect(listing.getByText('Listed')).toBeTruthy()
    expect(listing.getByText('Featured')).toBeTruthy()
    expect(listing.getByText('Buy now')).toBeTruthy()
    expect(
      listing.getByRole('link', { name: /\/lander\/quietharbor\.net/ }).getAttribute('href'),
    ).toBe('/lander/quietharbor.net')
    // AWAITING_OPT_IN carries its explanation (spec §4: it shows a tooltip in the table).
    expect(listing.getByTestId('fast-transfer-label').textContent).toBe('Awaiting opt-in')
    expect(listing.getByText(/Turn fast transfer on/)).toBeTruthy()
    const prices = section('domain-page-prices')
    expect(prices.getByText('$2,500.00')).toBeTruthy()
    expect(prices.getByText('$1,500.00')).toBeTruthy()
    expect(prices.getByText('$1,000.00')).toBeTruthy()
    const checkout = section('domain-page-checkout')
    expect((checkout.getByLabelText('Checkout link') as HTMLInputElement).value).toBe(
      'https://namefolio.test/checkout/abc',
    )
    expect(checkout.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    expect(checkout.getByRole('button', { name: 'Delete link' })).toBeTruthy()
  })

  it('draws traffic over time with a table for screen readers, and the range’s totals', async () => {
    const fake = renderPage(FULL)
    const chart = await screen.findByRole('img', { name: /Chart of views, visitors and offers/ })
    expect(chart).toBeTruthy()
    const table = screen.getByRole('table', { name: /Views, visitors and offers per day/ })
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(within(table).getByRole('rowheader', { name: 'Nov 23, 2026' })).toBeTruthy()
    const traffic = section('domain-page-traffic')
    expect(traffic.getByText('42')).toBeTruthy() // lander views + parked-page views
    expect(traffic.getByText('17')).toBeTruthy()
    expect(fake.calls).toContain(`/api/v1/stats/traffic/${NAME}?days=30`)
    expect(fake.calls).toContain(`/api/v1/stats/traffic/${NAME}/daily?days=30`)
    fireEvent.click(traffic.getByText('7 days'))
    await screen.findByRole('img', { name: /Chart of views/ })
    expect(fake.calls).toContain(`/api/v1/stats/traffic/${NAME}/daily?days=7`)
  })

  it('lists the leads of this domain only, each linking to the lead, with the last offer', async () => {
    const fake = renderPage(FULL)
    const leads = within(await screen.findByTestId('domain-page-leads'))
    const link = await leads.findByRole('link', { name: 'Bo Buyer' })
    expect(link.getAttribute('href')).toBe('/sales/leads/l1/details')
    expect(leads.getByText('$1,800')).toBeTruthy()
    expect(leads.getByText('New offer')).toBeTruthy()
    expect(leads.queryByText('Cy Other')).toBeNull()
    expect(
      fake.calls.some((call) => call.startsWith('/api/v1/leads?') && call.includes(`q=${NAME}`)),
    ).toBe(true)
  })

  it('shows the listing history with each entry’s source, bulk reprices named as such', async () => {
    renderPage(FULL)
    const history = within(await screen.findByTestId('domain-page-history'))
    const entries = await history.findAllByTestId('history-entry')
    expect(entries).toHaveLength(2)
    expect(within(entries[0]!).getByText('Bulk reprice')).toBeTruthy()
    expect(within(entries[0]!).getByText('Ada Seller')).toBeTruthy()
    expect(entries[0]!.textContent).toContain('Buy-now price: $2,000.00 → $2,500.00')
    expect(within(entries[1]!).getByText('Edit')).toBeTruthy()
    expect(entries[1]!.textContent).toContain('Hidden: On → Off')
    expect(entries[1]!.textContent).toContain('Lander: Price form → Buy now')
  })

  it('opens the portfolio’s edit modal from the prices section', async () => {
    renderPage(FULL)
    fireEvent.click(await screen.findByRole('button', { name: `Edit prices of ${NAME}` }))
    expect(await screen.findByRole('dialog', { name: `Edit ${NAME}` })).toBeTruthy()
  })

  it('says when there is nothing yet: no traffic, no leads, no history, no price, no link allowed', async () => {
    renderPage({
      [`/api/v2/domains/${NAME}`]: {
        body: domainRow({
          status: 'INACTIVE',
          featured: false,
          fastTransferStatus: null,
          transactionLink: null,
          checkoutLinkId: null,
          buynowPriceMicros: null,
        }),
      },
      [`/api/v2/domains/${NAME}/history`]: { body: { total: 0, items: [] } },
      [`/api/v1/stats/traffic/${NAME}`]: { body: { ...TRAFFIC, views: 0, parkingViews: 0 } },
      [`/api/v1/stats/traffic/${NAME}/daily`]: {
        body: {
          ...DAILY,
          points: DAILY.points.map((p) => ({ ...p, views: 0, visitors: 0, offers: 0 })),
        },
      },
      '/api/v1/leads': { body: { total: 0, items: [] } },
    })
    expect(await screen.findByTestId('traffic-empty')).toBeTruthy()
    expect(await screen.findByTestId('leads-empty')).toBeTruthy()
    expect(await screen.findByTestId('history-empty')).toBeTruthy()
    expect(section('domain-page-prices').getByText('Not set')).toBeTruthy()
    expect(section('domain-page-checkout').getByTestId('checkout-disabled').textContent).toBe(
      'List the domain first.',
    )
    expect(section('domain-page-listing').getByText('Not checked yet')).toBeTruthy()
    expect(screen.queryByRole('img', { name: /Chart/ })).toBeNull()
  })

  it('shows the not-found state for a domain that is not the seller’s (the server answers 404)', async () => {
    renderPage({})
    const notFound = await screen.findByTestId('domain-page-not-found')
    expect(within(notFound).getByText(`${NAME} is not in your portfolio`)).toBeTruthy()
    expect(
      within(notFound).getByRole('link', { name: 'Go to your portfolio' }).getAttribute('href'),
    ).toBe('/portfolio')
    expect(screen.queryByTestId('domain-page-traffic')).toBeNull()
  })

  it('keeps the other sections when one fails, with a retry', async () => {
    renderPage({ ...FULL, [`/api/v1/stats/traffic/${NAME}/daily`]: { status: 500, body: {} } })
    const traffic = within(await screen.findByTestId('domain-page-traffic'))
    expect(await traffic.findByText('The traffic could not be loaded.')).toBeTruthy()
    expect(traffic.getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'Bo Buyer' })).toBeTruthy()
  })
})
