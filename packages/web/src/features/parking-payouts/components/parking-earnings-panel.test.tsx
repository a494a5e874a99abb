import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch, renderWithProviders, type FakeAnswer } from '../../../test/render'
import { ParkingEarningsPanel } from './parking-earnings-panel'

const SUMMARY = '/api/v1/account/payments/sandbox/parking'
const INFO = '/api/v1/account/payments/sandbox/parking/info'

const info = {
  provider: 'sandbox',
  isSandbox: true,
  sellerShareBp: 7000,
  minimumPayoutMicros: 10_000_000,
  schedule: 'MONTHLY',
  nextCloseDate: '2026-12-01',
  payoutAccount: {
    capId: 'c1',
    method: 'PAYPAL',
    accountName: 'My PayPal',
    accountNumberLast4: null,
  },
  problem: null,
}

function setup(routes: Record<string, FakeAnswer>) {
  vi.stubGlobal('fetch', fakeFetch(routes).fetchMock)
  renderWithProviders(<ParkingEarningsPanel />)
}

afterEach(() => vi.unstubAllGlobals())

describe('parking earnings panel (issue 17, decision 533)', () => {
  it('shows the carried balance, minimum, share and each month with its status', async () => {
    setup({
      [SUMMARY]: {
        body: {
          provider: 'sandbox',
          carriedBalanceMicros: 4_500_000,
          minimumPayoutMicros: 10_000_000,
          months: [
            {
              month: '2026-11-01',
              revenueMicros: 2_000_000,
              status: 'OPEN',
              payoutId: null,
              paidAt: null,
            },
            {
              month: '2026-10-01',
              revenueMicros: 4_500_000,
              status: 'CARRIED',
              payoutId: null,
              paidAt: null,
            },
            {
              month: '2026-09-01',
              revenueMicros: 15_250_000,
              status: 'PAID',
              payoutId: 'p1',
              paidAt: '2026-10-01T02:05:00.000Z',
            },
          ],
          payouts: [],
        },
      },
      [INFO]: { body: info },
    })
    expect(await screen.findByText('Balance carried')).toBeTruthy()
    // The carried balance, and October's revenue that makes it.
    expect(screen.getAllByText('$4.50')).toHaveLength(2)
    expect(screen.getByText('$10.00')).toBeTruthy()
    expect(screen.getByText('70%')).toBeTruthy()
    const rows = screen.getAllByRole('row').slice(1)
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual([
      'In progress',
      'Carried over',
      'Paid',
    ])
    expect(rows.map((r) => within(r).getAllByRole('cell')[3]!.textContent)).toEqual([
      '--',
      '--',
      'Sep 30 2026',
    ])
    expect(
      screen.getByText(
        'Parking payouts go to My PayPal (PayPal). The running month closes on Dec 01, 2026.',
      ),
    ).toBeTruthy()
  })

  it('says what to do when there is no payout account, and when nothing is earned yet', async () => {
    setup({
      [SUMMARY]: {
        body: {
          provider: 'sandbox',
          carriedBalanceMicros: 0,
          minimumPayoutMicros: 10_000_000,
          months: [],
          payouts: [],
        },
      },
      [INFO]: { body: { ...info, payoutAccount: null, problem: 'parking.payout.noAccount' } },
    })
    expect(await screen.findByText('No parking earnings yet')).toBeTruthy()
    expect(screen.getByText(/Add a payout account above/)).toBeTruthy()
  })

  it('offers a retry when the earnings cannot be loaded', async () => {
    setup({
      [SUMMARY]: { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
      [INFO]: { body: info },
    })
    expect(await screen.findByText('Your parking earnings could not be loaded.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
