import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch, renderWithProviders } from '../../../test/render'
import { transactionExtrasKeys } from '../transaction-extras.queries'
import { OpenTransactionLink } from './open-transaction-link'

const ID = '6f1c1c5e-0000-4000-8000-000000000003'
const PATH = '/api/v1/domains/example.com/transaction'

/** The notice on a page of its own, under a router (its link is a router link). */
function renderNotice() {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <OpenTransactionLink domain="example.com" /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  return renderWithProviders(<RouterProvider router={router} />)
}

afterEach(() => {
  vi.unstubAllGlobals()
})

// Spec §7 "GET v1/domains/{domainName}/transaction" (issue 18, decision 1054).
describe("the domain page's open-transaction notice", () => {
  it('links to the sale when the domain has an open one', async () => {
    const { fetchMock } = fakeFetch({
      [PATH]: {
        body: {
          transactionId: ID,
          kind: 'SALE',
          domain: 'example.com',
          fullStatus: 'AWAITING_AUTH_CODE',
          step: 'AUTH_CODE_REQUEST_PENDING',
          needsAction: true,
          salePrice: 1_000_000_000,
          saleDate: '2026-11-20T10:00:00Z',
        },
      },
    })
    vi.stubGlobal('fetch', fetchMock)
    renderNotice()
    const link = await screen.findByRole('link', { name: 'View the sale' })
    expect(link.getAttribute('href')).toBe(`/sales/${ID}/details`)
    expect(screen.getByText(/This domain has an open sale/)).toBeTruthy()
  })

  it('shows nothing when the domain has none (404)', async () => {
    const { fetchMock, calls } = fakeFetch({})
    vi.stubGlobal('fetch', fetchMock)
    const { queryClient } = renderNotice()
    // Settled: the 404 became "none", which shows nothing.
    await waitFor(() =>
      expect(
        queryClient.getQueryState(transactionExtrasKeys.domainTransaction('example.com')),
      ).toMatchObject({ status: 'success', data: null }),
    )
    expect(calls).toEqual([PATH])
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByText(/This domain has/)).toBeNull()
  })
})
