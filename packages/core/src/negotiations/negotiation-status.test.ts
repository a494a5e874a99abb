import { describe, expect, it } from 'vitest'
import {
  ACTIVITY_TYPES,
  CLOSE_REASONS,
  closeActionsFor,
  describeActivity,
  LEAD_FOLDERS,
  LEAD_STAGES,
  messageEventFor,
  NEGOTIATION_STATUSES,
  toLeadStatus,
} from './negotiation-status.ts'
import { sidebarFieldsFor } from './sidebar-fields.ts'

describe('spec §4 negotiation enumerations', () => {
  it.each([
    ['NEW', 'new'],
    ['NEGOTIATING', 'negotiating'],
    ['PRICE_AGREED', 'priceAgreed'],
    ['CLOSED_LOCKED', 'closedLocked'],
    ['CLOSED_CONFUSED', 'closedConfused'],
    ['CLOSED_STALLED', 'closedStalled'],
    ['CLOSED_SOLD', 'closedSold'],
    ['CLOSED_ARCHIVED', 'closedArchived'],
    ['CLOSED_BROKERED', 'closedBrokered'],
  ] as const)('%s is spelled %s in tables', (status, lead) => {
    expect(toLeadStatus(status)).toBe(lead)
  })

  it('lists folders, stages and close reasons', () => {
    expect(NEGOTIATION_STATUSES).toHaveLength(9)
    // Spec §4, word for word.
    expect(LEAD_FOLDERS.join(', ')).toBe(
      'all, NEEDS_ATTENTION, FAVORITES, IN_PROGRESS, SALE_PENDING, CLOSED',
    )
    expect(LEAD_STAGES).toHaveLength(10)
    expect(CLOSE_REASONS).toHaveLength(14)
  })

  it.each([
    [
      'seller',
      ['stalled', 'sold', 'archived', 'messageOnly', 'offerDeclined', 'unlockNegotiations'],
    ],
    ['buyer', ['confused', 'archived', 'messageOnly', 'offerDeclined', 'unlockNegotiations']],
    [
      'broker',
      ['stalled', 'sold', 'archived', 'messageOnly', 'offerDeclined', 'unlockNegotiations'],
    ],
  ] as const)('close actions for %s', (role, actions) => {
    expect(closeActionsFor(role)).toEqual(actions)
  })

  it('parses every activity type into a party and an event', () => {
    for (const t of ACTIVITY_TYPES)
      expect(describeActivity(t).party).toMatch(/^(buyer|seller|broker|system)$/)
    expect(describeActivity('BrokerOfferDecline')).toEqual({
      party: 'broker',
      event: 'OfferDecline',
    })
  })

  it.each([
    ['SellerOfferDecline', { type: 'SellerMessage', actor: 'seller' }],
    ['BrokerOfferDecline', { type: 'BrokerMessage', actor: 'broker' }],
    ['BuyerMessage', { type: 'BuyerMessage', actor: 'buyer' }],
    ['BuyerOffer', null],
    ['UnlockNegotiation', null],
  ] as const)('a %s event maps to the message event %j', (type, event) => {
    expect(messageEventFor(type)).toEqual(event)
  })

  it.each([
    ['seller', ['sellerOffer', 'buyerOffer', 'floorPrice', 'createdAt']],
    ['buyer', ['sellerOffer', 'buyerOffer']],
    ['broker', ['sellerOffer', 'buyerOffer']],
  ] as const)('spec §6: the %s sidebar shows %j', (role, fields) => {
    expect(sidebarFieldsFor(role)).toEqual(fields)
  })
})
