import { describe, expect, it } from 'vitest'
import type { ActivityType, LeadStatus, ViewerRole } from './negotiation-status.ts'
import { type LeadForOutcome, negotiationOutcome } from './negotiation-outcome.ts'

const now = new Date('2024-06-01T00:00:00Z')
const future = '2024-06-02T00:00:00Z'
const past = '2024-05-01T00:00:00Z'
const acts = (...types: ActivityType[]) => types.map((type) => ({ type, createdAt: past }))
const lead = (status: LeadStatus, over: Partial<LeadForOutcome> = {}): LeadForOutcome => ({
  status,
  listingSold: false,
  hasBroker: false,
  activities: [],
  buyerOfferExpiry: null,
  sellerOfferExpiry: null,
  ...over,
})

describe('spec §4 negotiation outcome for a viewer', () => {
  it.each<[string, LeadForOutcome, ViewerRole, string]>([
    ['sold: archived', lead('closedArchived'), 'seller', 'domain_sold'],
    ['sold: confused', lead('closedConfused'), 'buyer', 'domain_sold'],
    ['sold: sold', lead('closedSold'), 'buyer', 'domain_sold'],
    ['sold: listing sold', lead('negotiating', { listingSold: true }), 'buyer', 'domain_sold'],
    [
      'broker assigned, seller viewing',
      lead('negotiating', { hasBroker: true }),
      'seller',
      'broker_assigned',
    ],
    [
      'broker assigned, broker viewing sees the negotiation',
      lead('negotiating', {
        hasBroker: true,
        activities: acts('BuyerOffer'),
        buyerOfferExpiry: future,
      }),
      'broker',
      'active_offer',
    ],
    [
      'new: accepted',
      lead('new', { activities: acts('BuyerOffer', 'SellerOfferAccept') }),
      'buyer',
      'accepted',
    ],
    [
      'negotiating: own offer declined by the other party',
      lead('negotiating', {
        activities: acts('BuyerOffer', 'SellerOfferDecline'),
        buyerOfferExpiry: future,
      }),
      'buyer',
      'declined',
    ],
    [
      'negotiating: active buyer offer',
      lead('negotiating', {
        activities: acts('BuyerOffer', 'SellerMessage'),
        buyerOfferExpiry: future,
      }),
      'seller',
      'active_offer',
    ],
    [
      'negotiating: expired buyer offer',
      lead('negotiating', { activities: acts('BuyerOffer'), buyerOfferExpiry: past }),
      'seller',
      'declined',
    ],
    [
      'negotiating: active seller offer',
      lead('negotiating', { activities: acts('SellerOffer'), sellerOfferExpiry: future }),
      'buyer',
      'active_offer',
    ],
    [
      'negotiating: no expiry',
      lead('negotiating', { activities: acts('SellerOffer') }),
      'buyer',
      'declined',
    ],
    [
      'ended by seller (close)',
      lead('closedStalled', { activities: acts('BuyerOffer', 'SellerCloseNegotiation') }),
      'buyer',
      'negotiation_ended_by_seller',
    ],
    [
      'ended by buyer (lock)',
      lead('closedLocked', { activities: acts('BuyerLockNegotiation') }),
      'seller',
      'negotiation_ended_by_buyer',
    ],
    ['ended with no close activity', lead('closedLocked'), 'seller', 'negotiation_ended_by_seller'],
    [
      'ended, later message ignored',
      lead('closedLocked', { activities: acts('BuyerCloseNegotiation', 'SellerMessage') }),
      'seller',
      'negotiation_ended_by_buyer',
    ],
    [
      'ended: an offer after the close does not reopen it',
      lead('closedStalled', { activities: acts('SellerCloseNegotiation', 'BuyerOffer') }),
      'buyer',
      'negotiation_ended_by_seller',
    ],
    [
      'negotiating: seller offer declined by the buyer, seller viewing',
      lead('negotiating', {
        activities: acts('SellerOffer', 'BuyerOfferDecline'),
        sellerOfferExpiry: future,
      }),
      'seller',
      'declined',
    ],
    [
      'negotiating: broker viewing sits on the seller side of a buyer decline',
      lead('negotiating', {
        hasBroker: true,
        activities: acts('BrokerOffer', 'BuyerOfferDecline'),
        sellerOfferExpiry: future,
      }),
      'broker',
      'declined',
    ],
    [
      "negotiating: the viewer's own decline is not 'declined'; the expiry decides",
      lead('negotiating', {
        activities: acts('BuyerOffer', 'SellerOfferDecline'),
        buyerOfferExpiry: future,
      }),
      'seller',
      'active_offer',
    ],
    ['price agreed', lead('priceAgreed'), 'seller', 'accepted'],
    ['closedBrokered', lead('closedBrokered'), 'seller', 'broker_assigned'],
  ])('%s', (_rule, l, viewer, outcome) => {
    expect(negotiationOutcome(l, viewer, now)).toBe(outcome)
  })
})
