import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch, renderWithProviders } from '../../../test/render'
import { StatementsList } from './statements-list'

afterEach(() => vi.unstubAllGlobals())

const month = (m: string, parkingRevenue?: number) => ({
  statementId: m,
  month: m,
  buyerPaid: 0,
  commission: 0,
  fees: 0,
  paidOut: 0,
  net: 0,
  ...(parkingRevenue === undefined ? {} : { parkingRevenue }),
})

describe('statements list (issue 17: the month carries its parking revenue)', () => {
  it('shows each month’s parking revenue to the cent, and $0.00 for a month without parking', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        '/api/v1/account/statements': {
          body: { items: [month('2026-11', 1_400_000), month('2026-10')], total: 2 },
        },
      }).fetchMock,
    )
    renderWithProviders(<StatementsList />)
    const table = await screen.findByRole('table', { name: 'Monthly statements' })
    expect(within(table).getByRole('columnheader', { name: 'Parking revenue' })).toBeTruthy()
    const rows = within(table).getAllByRole('row')
    expect(within(rows[1]!).getByText('$1.40')).toBeTruthy()
    expect(within(rows[2]!).getByText('$0.00')).toBeTruthy()
  })
})
