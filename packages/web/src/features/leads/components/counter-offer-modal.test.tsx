import { Notifications } from '@mantine/notifications'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { LeadDetail } from '@namefolio/core/negotiations/leads.contract'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test/render'
import { CounterOfferModal } from './counter-offer-modal'

// Mantine's autosize textarea listens to font loading, which jsdom does not have.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  })
}

const $ = (usd: number) => usd * 1_000_000

function lead(overrides: Partial<LeadDetail> = {}): LeadDetail {
  return {
    id: '7b0f7d5e-8a43-4d1c-9d3e-2b1f6c0a9e11',
    domainName: 'example.com',
    domainId: 'd1',
    viewerRole: 'buyer',
    negotiationStatus: 'NEGOTIATING',
    status: 'negotiating',
    stage: 'NEGOTIATION',
    listingStatus: 'ACTIVE',
    label: 'newOffer',
    outcome: 'active_offer',
    likeStatus: 'NONE',
    starred: false,
    read: true,
    locked: false,
    assignToBroker: false,
    brokerInfo: null,
    buyerId: 'b1',
    buyer: { id: 'b1', name: 'Bo Buyer' },
    seller: { id: 's1', name: 'Dana Seller' },
    lastEventType: 'SellerOffer',
    lastEventAt: '2026-11-20T10:00:00.000Z',
    buyerOfferMicros: $(3_000),
    sellerOfferMicros: $(8_000),
    lastOfferMicros: $(8_000),
    agreedPriceMicros: null,
    payment: null,
    paymentOutcome: null,
    buyNowPriceMicros: $(10_000),
    minBidPriceMicros: $(1_000),
    hasActiveOffer: true,
    buyerOfferExpiry: null,
    sellerOfferExpiry: '2026-11-27T10:00:00.000Z',
    expiry: '2026-11-27T10:00:00.000Z',
    closeReason: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    activities: [],
    actions: {
      canOffer: true,
      canMessage: true,
      canAccept: true,
      canDecline: true,
      canClose: true,
      closeActions: ['confused', 'archived'],
      canLock: true,
      canUnlock: false,
      canAssignBroker: false,
      canEditMinor: true,
    },
    agreedPrice: null,
    ...overrides,
  }
}

function open(l: LeadDetail) {
  return renderWithProviders(
    <>
      <Notifications />
      <CounterOfferModal lead={l} opened onClose={() => {}} />
    </>,
  )
}

const amount = () => screen.getByRole('textbox', { name: 'Your offer (USD)' })

describe('counter-offer modal — spec §5, live checks from core', () => {
  it('tells a buyer at once that a counter above the seller’s offer should be an accept', async () => {
    open(lead())
    await userEvent.type(amount(), '9000')
    expect(
      await screen.findByText('Your offer is above the seller’s offer: accept theirs instead.'),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Send offer' }).hasAttribute('disabled')).toBe(true)
  })

  it('refuses the same offer as before, and a value above buy now with the price', async () => {
    open(
      lead({ viewerRole: 'seller', floorPriceMicros: $(2_000), createdAt: '2026-11-01T00:00:00Z' }),
    )
    await userEvent.type(amount(), '8000')
    expect(await screen.findByText('This is the same as your previous offer.')).toBeTruthy()
    await userEvent.clear(amount())
    await userEvent.type(amount(), '12000')
    expect(
      await screen.findByText(
        'Offers cannot be above the buy-now price of $10,000. Buy it now instead.',
      ),
    ).toBeTruthy()
  })

  it('lets a seller counter below the floor (floor binds buyers only, §6)', async () => {
    open(
      lead({ viewerRole: 'seller', floorPriceMicros: $(2_000), createdAt: '2026-11-01T00:00:00Z' }),
    )
    await userEvent.type(amount(), '1500')
    expect(screen.queryByText(/does not accept offers below/)).toBeNull()
  })

  it('says an offer is required only on submit (decision 108)', async () => {
    open(
      lead({ viewerRole: 'seller', floorPriceMicros: $(2_000), createdAt: '2026-11-01T00:00:00Z' }),
    )
    expect(screen.queryByText('Enter an offer.')).toBeNull()
    fireEvent.submit(amount().closest('form')!)
    expect(await screen.findByText('Enter an offer.')).toBeTruthy()
  })

  it('shows the server’s floor rule for a buyer (the buyer never sees the floor)', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json(
        {
          error: {
            code: 'VALIDATION',
            message: 'x',
            fields: [
              {
                field: 'offerMicros',
                code: 'negotiations.counterOffer.error.floor',
                values: { price: 2000 },
              },
            ],
          },
        },
        { status: 400 },
      ),
    )
    vi.stubGlobal('fetch', fetchMock)
    open(lead())
    await userEvent.type(amount(), '1500')
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }))
    expect(await screen.findByText('The seller does not accept offers below $2,000.')).toBeTruthy()
  })

  it('sends the offer in micros', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json(lead({ buyerOfferMicros: $(5_000) })),
    )
    vi.stubGlobal('fetch', fetchMock)
    open(lead())
    await userEvent.type(amount(), '5000')
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toContain(
      '/api/v1/leads/selfBrokered/7b0f7d5e-8a43-4d1c-9d3e-2b1f6c0a9e11/offer',
    )
    expect(JSON.parse(String(init?.body))).toEqual({ offerMicros: 5_000_000_000 })
  })
})
