import { describe, expect, it } from 'vitest'
import type { ActivityType, LeadStatus, ViewerRole } from './negotiation-status.ts'
import { type LeadForLabel, tableStatusLabel } from './table-status-label.ts'

const acts = (...types: ActivityType[]) =>
  types.map((type, i) => ({ type, createdAt: `2024-01-0${i + 1}T00:00:00Z` }))
const lead = (status: LeadStatus, over: Partial<LeadForLabel> = {}): LeadForLabel => ({
  status,
  hasBroker: false,
  hasActiveOffer: false,
  activities: [],
  ...over,
})

describe('spec §4 table status label, in order', () => {
  it.each<[string, LeadForLabel, ViewerRole, string]>([
    ['1. closedSold gives sold', lead('closedSold', { hasBroker: true }), 'seller', 'sold'],
    [
      '2. broker message',
      lead('negotiating', { hasBroker: true, activities: acts('BrokerMessage') }),
      'seller',
      'brokerNewMessage',
    ],
    [
      '2. broker offer',
      lead('negotiating', { hasBroker: true, activities: acts('BrokerOffer') }),
      'buyer',
      'brokerNewOffer',
    ],
    [
      '2. broker declined',
      lead('negotiating', { hasBroker: true, activities: acts('BrokerOfferDecline') }),
      'buyer',
      'brokerDeclined',
    ],
    [
      '2. broker agreement',
      lead('negotiating', { hasBroker: true, activities: acts('BrokerOfferAccept') }),
      'buyer',
      'brokerAgreement',
    ],
    [
      '2. broker closed',
      lead('closedLocked', { hasBroker: true, activities: acts('BrokerLockNegotiation') }),
      'seller',
      'brokerClosed',
    ],
    [
      '2. awaiting the broker',
      lead('negotiating', { hasBroker: true, activities: acts('BrokerOffer', 'BuyerOffer') }),
      'seller',
      'brokerAwaiting',
    ],
    [
      '2. no broker activity yet',
      lead('negotiating', { hasBroker: true, activities: acts('BuyerOffer') }),
      'seller',
      'assign',
    ],
    [
      '3. closedBrokered, handed over',
      lead('closedBrokered', { assignedToBroker: true }),
      'seller',
      'brokerPending',
    ],
    ['3. closedBrokered, not handed over', lead('closedBrokered'), 'seller', 'assign'],
    ['4. closedLocked', lead('closedLocked'), 'seller', 'closed'],
    ['4. closedArchived', lead('closedArchived'), 'seller', 'closed'],
    ['4. closedStalled', lead('closedStalled'), 'buyer', 'closed'],
    ['4. closedConfused', lead('closedConfused'), 'buyer', 'closed'],
    [
      '5. message from the other party',
      lead('negotiating', { activities: acts('BuyerMessage') }),
      'seller',
      'newMessage',
    ],
    [
      '5. own message is not new',
      lead('negotiating', { activities: acts('SellerMessage') }),
      'seller',
      'noActive',
    ],
    [
      '6. an accept activity',
      lead('negotiating', { activities: acts('BuyerOfferAccept') }),
      'seller',
      'agreement',
    ],
    ['6. priceAgreed', lead('priceAgreed'), 'buyer', 'agreement'],
    [
      '7. active offer from the other party',
      lead('negotiating', { hasActiveOffer: true, activities: acts('BuyerOffer') }),
      'seller',
      'newOffer',
    ],
    [
      '7. own active offer',
      lead('negotiating', { hasActiveOffer: true, activities: acts('BuyerOffer') }),
      'buyer',
      'awaiting',
    ],
    [
      '7. own offer declined',
      lead('negotiating', { hasActiveOffer: true, activities: acts('SellerOfferDecline') }),
      'buyer',
      'declined',
    ],
    [
      '7. other offer declined by the viewer',
      lead('negotiating', { hasActiveOffer: true, activities: acts('SellerOfferDecline') }),
      'seller',
      'otherDeclined',
    ],
    [
      '8. active offer, unmapped activity',
      lead('negotiating', { hasActiveOffer: true, activities: acts('UnlockNegotiation') }),
      'seller',
      'unknown',
    ],
    ['9. otherwise', lead('new'), 'seller', 'noActive'],
  ])('%s', (_rule, l, viewer, label) => {
    expect(tableStatusLabel(l, viewer)).toBe(label)
  })
})
