import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeFetch, renderWithProviders } from '../../../test/render'
import { portfolioRow } from '../../../test/portfolio-row'
import { PortfolioView } from './portfolio-view'

vi.mock('@tanstack/react-router', () => import('../../../test/router-link-stub'))

/** A parked portfolio row: the fields the table reads, cash-parking lander. */
function parkedDomain(id: string, name: string) {
  return portfolioRow(
    name,
    { id, tld: name.split('.').pop(), landingPage: 'PARKING', landerTemplate: 'CASH_PARKING' },
    5_000_000_000,
  )
}

const FIGURES = {
  range: { from: '2026-11-18', to: '2026-11-24' },
  total: 1,
  items: [
    {
      domain: 'quietharbor.net',
      displayName: 'quietharbor.net',
      drid: 'drid-1',
      pageViewCount: 1234,
      visitCount: 1000,
      adClickCount: 37,
      clickThroughRate: 0.03,
      revenueMicros: 18_250_000,
      revenuePerClickMicros: 493_243,
      revenuePer1kImpressionsMicros: 14_789_303,
    },
  ],
}

describe('the portfolio’s Parked view (issue 17: metrics per domain also show there)', () => {
  it('shows each row’s last-7-days page views, ad clicks, revenue and CTR, from one request for the page', async () => {
    const fake = fakeFetch({
      '/api/v2/domains': {
        body: {
          items: [parkedDomain('d1', 'quietharbor.net'), parkedDomain('d2', 'newlyparked.io')],
          total: 2,
        },
      },
      '/api/v1/parking/metrics/domains': { body: FIGURES },
    })
    vi.stubGlobal('fetch', vi.fn(fake.fetchMock))
    renderWithProviders(
      <PortfolioView
        view="parked"
        search={{ offset: 0, limit: 100 }}
        onSearchChange={vi.fn()}
        onReset={vi.fn()}
      />,
    )
    const table = await screen.findByRole('table')
    const row = within(table).getByRole('row', { name: /quietharbor\.net/ })
    expect(await within(row).findByText('$18.25')).toBeTruthy()
    expect(row.textContent).toContain('1,234')
    expect(row.textContent).toContain('37')
    expect(row.textContent).toContain('3.00%')
    // A domain with no figures yet shows the empty placeholder, not zeros it never earned.
    const fresh = within(table).getByRole('row', { name: /newlyparked\.io/ })
    expect(within(fresh).getAllByText('--').length).toBeGreaterThanOrEqual(4)
    // Selling-only columns give way; the lander column stays, so a seller can unpark.
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.getAttribute('data-column'))
    expect(headers).toEqual(
      expect.arrayContaining([
        'lander',
        'parked.pageViewCount',
        'parked.adClickCount',
        'parked.revenue',
        'parked.clickThroughRate',
      ]),
    )
    expect(headers).not.toContain('buyNow')
    expect(headers).not.toContain('lto')
    const figureCalls = fake.calls.filter((url) => url.startsWith('/api/v1/parking/'))
    expect(figureCalls).toEqual([
      '/api/v1/parking/metrics/domains?names=quietharbor.net%2Cnewlyparked.io&offset=0&limit=2',
    ])
  })

  it('leaves the selling view’s columns as they were, without parking requests', async () => {
    const fake = fakeFetch({
      '/api/v2/domains': { body: { items: [parkedDomain('d1', 'quietharbor.net')], total: 1 } },
    })
    vi.stubGlobal('fetch', vi.fn(fake.fetchMock))
    renderWithProviders(
      <PortfolioView
        view="selling"
        search={{ offset: 0, limit: 100 }}
        onSearchChange={vi.fn()}
        onReset={vi.fn()}
      />,
    )
    const table = await screen.findByRole('table')
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.getAttribute('data-column'))
    expect(headers).toContain('buyNow')
    expect(headers).not.toContain('parked.revenue')
    expect(fake.calls.some((url) => url.startsWith('/api/v1/parking/'))).toBe(false)
  })
})
