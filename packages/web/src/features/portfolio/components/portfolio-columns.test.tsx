import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeFetch, renderWithProviders, type FakeAnswer } from '../../../test/render'
import { portfolioRow } from '../../../test/portfolio-row'
import type { PortfolioRouteView } from '../portfolio-search'
import { DealSlotsContext } from './deal-slots'
import { PortfolioView } from './portfolio-view'

vi.mock('@tanstack/react-router', () => import('../../../test/router-link-stub'))

/** A portfolio row (core's contract) with what the test says. */
function row(name: string, overrides: Record<string, unknown> = {}) {
  return portfolioRow(name, overrides, 900_000_000)
}

function deal(overrides: Record<string, unknown> = {}) {
  return {
    transactionId: 't1',
    kind: 'SALE',
    status: 'AWAITING_PAYEE_INFO',
    transferType: 'AUTH_CODE',
    salePriceMicros: 2_500_000_000,
    saleDate: '2025-05-02T15:00:00Z',
    payoutMicros: 2_250_000_000,
    payoutDate: '2025-05-20T15:00:00Z',
    installmentsPaid: null,
    installmentsTotal: null,
    nextInstallmentDate: null,
    nextInstallmentMicros: null,
    previousInstallmentDate: null,
    paidOn: null,
    invoiceId: null,
    payoutTransmittal: null,
    ...overrides,
  }
}

type Request = { method: string; url: string; body: unknown }

function serve(items: unknown[], choices: Record<string, string[]> = {}) {
  const routes: Record<string, FakeAnswer> = {
    '/api/v2/domains': { body: { items, total: items.length } },
    '/api/v1/account/portfolio-columns': { body: { choices } },
  }
  const fake = fakeFetch(routes)
  const requests: Request[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined
      requests.push({ method: init?.method ?? 'GET', url: String(input), body })
      if (init?.method === 'PUT') return new Response(JSON.stringify({ ...(body as object) }))
      return fake.fetchMock(input)
    }),
  )
  return requests
}

function render(view: PortfolioRouteView, slots = {}) {
  renderWithProviders(
    <DealSlotsContext.Provider value={slots}>
      <PortfolioView
        view={view}
        search={{ offset: 0, limit: 100 }}
        onSearchChange={vi.fn()}
        onReset={vi.fn()}
      />
    </DealSlotsContext.Provider>,
  )
}

async function headers(): Promise<string[]> {
  const table = await screen.findByRole('table')
  return within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.replace(/[↕▲▼]/g, '').trim() ?? '')
    .filter((text) => text !== '' && text !== 'Actions')
}

describe('every portfolio view its own columns (issue 15; spec §3)', () => {
  it('Selling shows the essentials by default; the new row facts wait in the chooser', async () => {
    serve([row('harborpixel.com')])
    render('selling')
    expect(await headers()).toEqual([
      'Domain',
      'Status',
      'Buy now',
      'Lander',
      'Offers',
      'Views',
      'Leads',
      'Date added',
    ])
  })

  it('Sold shows the sale (§3 "Sales columns"): nothing to edit, the domain links to the sale', async () => {
    serve([row('sold.com', { deal: deal() })])
    render('sold')
    expect(await headers()).toEqual([
      'Domain',
      'Status',
      'Sale price',
      'Sale date',
      'Payout',
      'Payout date',
      'Transfer',
    ])
    const line = screen.getByRole('row', { name: /sold\.com/ })
    expect(line.textContent).toContain('$2,500')
    expect(line.textContent).toContain('$2,250')
    expect(line.textContent).toContain('Auth code')
    expect(line.textContent).toContain('Awaiting payout details')
    expect(within(line).getByRole('link', { name: 'sold.com' }).getAttribute('href')).toBe(
      '/sales/t1/details',
    )
    // Only the columns that make sense are editable: no price editor, lander or selection.
    expect(within(line).queryByRole('button', { name: /Edit Buy now/ })).toBeNull()
    expect(within(line).queryByRole('textbox')).toBeNull()
    expect(within(line).queryByRole('checkbox')).toBeNull()
  })

  it('Sold gives the status its action from the sales pages (auth code)', async () => {
    serve([row('sold.com', { deal: deal({ status: 'AWAITING_AUTH_CODE' }) })])
    const SaleAction = ({ status }: { status: string }) => (
      <button type="button">act {status}</button>
    )
    render('sold', { SaleAction })
    expect(await screen.findByRole('button', { name: 'act AWAITING_AUTH_CODE' })).toBeTruthy()
  })

  it('Leased shows the installments (§3 "Leased sale columns") with invoice and payout links', async () => {
    const lease = deal({
      transactionId: 't2',
      kind: 'LEASE',
      status: 'CONFIRMED_TRANSFER',
      installmentsPaid: 3,
      installmentsTotal: 12,
      nextInstallmentDate: '2025-07-01T15:00:00Z',
      nextInstallmentMicros: 100_000_000,
      previousInstallmentDate: '2025-06-01T15:00:00Z',
      paidOn: '2025-06-02T15:00:00Z',
      invoiceId: 'i9',
      payoutTransmittal: 'p4',
    })
    serve([row('leased.com', { deal: lease })])
    render('leased')
    expect(await headers()).toEqual([
      'Domain',
      'Status',
      'Paid',
      'Next installment',
      'Sale price',
      'Last installment',
      'Paid on',
      'Invoice',
      'Payout',
    ])
    const line = screen.getByRole('row', { name: /leased\.com/ })
    expect(line.textContent).toContain('3 of 12 paid')
    expect(line.textContent).toContain('$100')
    expect(
      within(line).getByRole('link', { name: 'Invoice for leased.com' }).getAttribute('href'),
    ).toBe('/sales/t2/invoices/i9')
    expect(within(line).getByRole('link', { name: 'leased.com' }).getAttribute('href')).toBe(
      '/sales/leased/t2/details',
    )
  })

  it("Purchases shows the buyer's price, date and transfer", async () => {
    serve([row('bought.com', { deal: deal({ payoutMicros: null, payoutDate: null }) })])
    render('purchases')
    expect(await headers()).toEqual(['Domain', 'Price paid', 'Sale date', 'Transfer'])
    expect(screen.getByRole('row', { name: /bought\.com/ }).textContent).toContain('$2,500')
  })

  it('shows the saved choice, with fast transfer per §4 and the custom list warnings of §4', async () => {
    serve(
      [
        row('a.co.za', {
          fastTransferStatus: 'INELIGIBLE_TLD',
          customListStatus: 'SYNC_ERROR',
        }),
        row('b.com', {
          fastTransferStatus: 'ACTIVE',
          featured: true,
          customListStatus: 'NEEDS_SYNC',
          leasingEnabled: true,
        }),
      ],
      { selling: ['status', 'lto', 'fastTransfer', 'tld', 'featured'] },
    )
    render('selling')
    expect(await headers()).toEqual([
      'Domain',
      'Status',
      'Lease to own',
      'Fast transfer',
      'TLD',
      'Featured',
    ])
    const first = screen.getByRole('row', { name: /a\.co\.za/ })
    expect(first.textContent).toContain('Not eligible')
    expect(first.textContent).toContain('.co.za')
    expect(within(first).getByRole('note').textContent).toBe('Custom list sync failed')
    expect(
      within(first).getByText('Not eligible').closest('[aria-describedby]')?.textContent,
    ).toContain('Fast transfer is not offered for this TLD.')
    const second = screen.getByRole('row', { name: /b\.com/ })
    expect(second.textContent).toContain('Yes')
    // Needs-sync warns on lease to own only (§4): b.com leases, a.co.za does not.
    expect(within(second).getByRole('note').textContent).toBe('Custom list not synced yet')
    expect(second.querySelector('td[data-column="lto"] [role="note"]')).not.toBeNull()
    expect(first.querySelector('td[data-column="lto"] [role="note"]')).toBeNull()
  })

  it('hides a column from the chooser and saves the view’s choice on the server', async () => {
    const requests = serve([row('harborpixel.com')])
    render('selling')
    await screen.findByRole('table')
    await userEvent.click(screen.getByRole('button', { name: 'Columns to show in Selling' }))
    // By label, not role: after another test in this file, jsdom sometimes leaves Mantine's
    // menu transition unfinished (the dropdown stays display: none, so roles skip it). The
    // journey opens the same menu in Chromium.
    await userEvent.click(
      await screen.findByLabelText('Lander', { selector: 'input[type=checkbox]' }),
    )
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Lander/ })).toBeNull())
    const put = requests.find((request) => request.method === 'PUT')
    expect(put?.url).toBe('/api/v1/account/portfolio-columns/selling')
    expect(put?.body).toEqual({
      columns: ['status', 'buyNow', 'offers', 'views', 'leads', 'dateAdded'],
    })
  })
})
