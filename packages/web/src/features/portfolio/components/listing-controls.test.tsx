import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch, renderWithProviders } from '../../../test/render'
import type { PortfolioRow } from '../portfolio-row'
import { ListingControls } from './listing-controls'

const row = (status: string) =>
  ({ name: 'orchard.xyz', displayName: 'orchard.xyz', status, hidden: false }) as PortfolioRow

afterEach(() => vi.unstubAllGlobals())

describe('ListingControls: what "List domain" opens onto (spec §2 status action, §4 relist)', () => {
  it('a domain that is not listed says so and lists it through relist', async () => {
    const fake = fakeFetch({
      '/api/v2/domains/orchard.xyz/relist': {
        body: { relisted: ['orchard.xyz'], refused: [], missing: [] },
      },
    })
    vi.stubGlobal('fetch', fake.fetchMock)
    renderWithProviders(<ListingControls row={row('INACTIVE')} />)
    expect(screen.getByText('This domain is not listed')).toBeTruthy()
    // The switch is about visibility, not the listing status the notice is about.
    expect(screen.getByRole('switch', { name: /Visible to buyers/ })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'List domain' }))
    await waitFor(() => expect(fake.calls).toContain('/api/v2/domains/orchard.xyz/relist'))
  })

  it('a listed domain shows only the visibility switch', () => {
    renderWithProviders(<ListingControls row={row('ACTIVE')} />)
    expect(screen.queryByText('This domain is not listed')).toBeNull()
    expect(screen.queryByRole('button', { name: 'List domain' })).toBeNull()
    expect(screen.getByRole('switch', { name: /Visible to buyers/ })).toBeTruthy()
  })
})
