import { screen } from '@testing-library/react'
import type { Notification } from '@namefolio/core/notifications/notifications.contract'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../test/render'
import { NotificationPayLink, NotificationText } from './notification-text'

const accepted = (over: Partial<Notification>): Notification => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'accepted',
  leadId: '00000000-0000-4000-8000-000000000002',
  domainName: 'example.com',
  offerMicros: 2_500_000_000,
  payBy: '2026-12-03T17:00:00Z',
  checkoutPath: null,
  paymentOutcome: null,
  read: false,
  createdAt: '2026-11-26T17:00:00Z',
  ...over,
})

const notice = (n: Notification) =>
  renderWithProviders(
    <>
      <NotificationText notification={n} />
      <NotificationPayLink notification={n} />
    </>,
  )

describe('a "Price agreed" notice follows its agreement (issue 13, decision 970)', () => {
  it('offers "Pay $X" while the agreement is open', () => {
    notice(accepted({ checkoutPath: '/checkout/agreed/a1' }))
    expect(screen.getByRole('link', { name: 'Pay $2,500' }).getAttribute('href')).toBe(
      '/checkout/agreed/a1',
    )
    expect(document.body.textContent).toContain('pay by Dec 3, 2026')
  })

  it('says "Paid" and offers no Pay link once the buyer paid', () => {
    notice(accepted({ paymentOutcome: 'PAID' }))
    expect(screen.queryByRole('link', { name: /^Pay / })).toBeNull()
    expect(document.body.textContent).toContain('Price agreed for example.com · $2,500 · Paid')
    expect(document.body.textContent).not.toContain('pay by')
  })

  it('says "Payment window closed" and offers no Pay link once the window passed', () => {
    notice(accepted({ paymentOutcome: 'WINDOW_CLOSED' }))
    expect(screen.queryByRole('link', { name: /^Pay / })).toBeNull()
    expect(document.body.textContent).toContain('Payment window closed')
  })
})
