import { screen } from '@testing-library/react'
import type { AgreedPrice, LeadView } from '@namefolio/core/negotiations/leads.contract'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../test/render'
import { AgreedPaymentPanel, PaymentDue, PaymentOutcomeNote } from './agreed-payment'

const agreement = (over: Partial<AgreedPrice> = {}): AgreedPrice => ({
  id: 'a1',
  buyerId: 'b1',
  priceMicros: 2_500_000_000,
  status: 'OPEN',
  createdAt: '2026-11-26T17:00:00Z',
  deadline: '2026-12-03T17:00:00Z',
  paymentState: 'AWAITING_PAYMENT',
  checkoutOpenedAt: null,
  paymentStartedAt: null,
  paidAt: null,
  checkoutPath: null,
  ...over,
})

const panel = (viewerRole: LeadView, agreedPrice: AgreedPrice) =>
  renderWithProviders(<AgreedPaymentPanel lead={{ viewerRole, agreedPrice }} />)

describe('the agreed price on a negotiation addresses its reader (issue 13)', () => {
  it('gives the buyer "Pay $X" leading to the checkout of that agreed price, with the deadline', () => {
    panel('buyer', agreement({ checkoutPath: '/checkout/agreed/a1' }))
    expect(
      screen.getByText('You agreed on $2,500 with the seller. Pay by Dec 3, 2026 at 12:00pm ET.'),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Pay $2,500' }).getAttribute('href')).toBe(
      '/checkout/agreed/a1',
    )
  })

  it('tells the seller it waits for the buyer’s payment, with the signals so far', () => {
    panel('seller', agreement({ checkoutOpenedAt: '2026-11-27T15:00:00Z' }))
    expect(screen.getByRole('heading', { name: 'Waiting for the buyer’s payment' })).toBeTruthy()
    expect(
      screen.getByText(
        /You agreed on \$2,500 with the buyer\. Waiting for their payment until Dec 3, 2026/,
      ),
    ).toBeTruthy()
    const signals = screen.getByRole('list', { name: 'Payment signals' })
    expect(signals.textContent).toContain('Checkout opened: Nov 27, 2026 10:00am')
    expect(signals.textContent).toContain('Payment started: not yet')
    expect(screen.queryByRole('link', { name: /^Pay / })).toBeNull()
    expect(document.body.textContent).not.toMatch(/can now purchase/i)
  })

  it('says to each side that the window passed unpaid', () => {
    panel('seller', agreement({ status: 'EXPIRED', paymentState: 'EXPIRED' }))
    expect(screen.getByText(/The buyer did not pay the agreed \$2,500 by Dec 3, 2026/)).toBeTruthy()
  })

  it('in lists, gives the buyer the Pay button and the seller the deadline it waits until', () => {
    const open = {
      agreedPriceId: 'a1',
      priceMicros: 2_500_000_000,
      deadline: '2026-12-03T17:00:00Z',
      paymentState: 'AWAITING_PAYMENT' as const,
    }
    const { unmount } = renderWithProviders(
      <PaymentDue payment={{ ...open, checkoutPath: '/checkout/agreed/a1' }} />,
    )
    expect(screen.getByRole('link', { name: 'Pay $2,500' })).toBeTruthy()
    unmount()
    renderWithProviders(<PaymentDue payment={{ ...open, checkoutPath: null }} />)
    expect(
      screen.getByText('Waiting for the buyer’s payment until Dec 3, 2026 at 12:00pm ET'),
    ).toBeTruthy()
  })

  it('in lists, after the agreement says "Paid" or "Payment window closed" instead of a Pay link (decision 970)', () => {
    const { unmount } = renderWithProviders(<PaymentOutcomeNote outcome="PAID" />)
    expect(screen.getByText('Paid')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
    unmount()
    renderWithProviders(<PaymentOutcomeNote outcome="WINDOW_CLOSED" />)
    expect(screen.getByText('Payment window closed')).toBeTruthy()
  })
})
