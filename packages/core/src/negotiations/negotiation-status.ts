/** Negotiation status (spec §4). */
export const NEGOTIATION_STATUSES = [
  'NEW',
  'NEGOTIATING',
  'PRICE_AGREED',
  'CLOSED_LOCKED',
  'CLOSED_CONFUSED',
  'CLOSED_STALLED',
  'CLOSED_SOLD',
  'CLOSED_ARCHIVED',
  'CLOSED_BROKERED',
] as const
export type NegotiationStatus = (typeof NEGOTIATION_STATUSES)[number]

/** The lead-status spelling used in tables (spec §4), in the same order. */
export const LEAD_STATUSES = [
  'new',
  'negotiating',
  'priceAgreed',
  'closedLocked',
  'closedConfused',
  'closedStalled',
  'closedSold',
  'closedArchived',
  'closedBrokered',
] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** `CLOSED_SOLD` → `closedSold`. */
export function toLeadStatus(status: NegotiationStatus): LeadStatus {
  return LEAD_STATUSES[NEGOTIATION_STATUSES.indexOf(status)] as LeadStatus
}

/** Lead folders (spec §4). */
export const LEAD_FOLDERS = [
  'all',
  'NEEDS_ATTENTION',
  'FAVORITES',
  'IN_PROGRESS',
  'SALE_PENDING',
  'CLOSED',
] as const
export type LeadFolder = (typeof LEAD_FOLDERS)[number]

export const LEAD_STAGES = [
  'QUALIFYING',
  'NEEDS_PRICE',
  'NEGOTIATION',
  'OFFER_ACCEPTED',
  'PAID_PENDING',
  'PENDING_PAYMENT',
  'CLOSED_WON',
  'CLOSED_LOST',
  'UNKNOWN',
  'CONFUSED',
] as const
export type LeadStage = (typeof LEAD_STAGES)[number]

export const CLOSE_REASONS = [
  'BAD_COUNTRY',
  'CONFUSED',
  'LANGUAGE_BARRIER',
  'AUTO_CLOSE',
  'NO_PRICING',
  'OFFER_DECLINED',
  'NOT_PURCHASED',
  'NO_RESPONSE',
  'TOO_EXPENSIVE',
  'NOT_INTERESTED',
  'STOPPED_RESPONDING',
  'CASUAL_INQUIRY',
  'COVID_19',
  'UNKNOWN',
] as const
export type CloseReason = (typeof CLOSE_REASONS)[number]

/** Viewer roles in a negotiation (spec §6). */
export const VIEWER_ROLES = ['seller', 'buyer', 'broker'] as const
export type ViewerRole = (typeof VIEWER_ROLES)[number]

/** Actors for leads and transactions (spec §3). */
export const ACTORS = ['buyer', 'seller', 'broker', 'admin', 'system'] as const
export type Actor = (typeof ACTORS)[number]

/** Close actions (spec §4): the seller's, the buyer's, and those open to any party. */
export const SELLER_CLOSE_ACTIONS = ['stalled', 'sold', 'archived'] as const
export const BUYER_CLOSE_ACTIONS = ['confused', 'archived'] as const
export const OTHER_CLOSE_ACTIONS = ['messageOnly', 'offerDeclined', 'unlockNegotiations'] as const
export type CloseAction =
  | (typeof SELLER_CLOSE_ACTIONS)[number]
  | (typeof BUYER_CLOSE_ACTIONS)[number]
  | (typeof OTHER_CLOSE_ACTIONS)[number]

/** What a viewer may pick when closing; a broker closes on the seller's side (decision 108). */
export function closeActionsFor(role: ViewerRole): readonly CloseAction[] {
  const own = role === 'buyer' ? BUYER_CLOSE_ACTIONS : SELLER_CLOSE_ACTIONS
  return [...own, ...OTHER_CLOSE_ACTIONS]
}

/** Activity types (spec §4), named `<Party><Event>`. */
export const ACTIVITY_TYPES = [
  'BuyerOffer',
  'SellerOffer',
  'BrokerOffer',
  'BuyerMessage',
  'SellerMessage',
  'BrokerMessage',
  'BuyerOfferDecline',
  'SellerOfferDecline',
  'BrokerOfferDecline',
  'BuyerOfferAccept',
  'SellerOfferAccept',
  'BrokerOfferAccept',
  'BuyerCloseNegotiation',
  'SellerCloseNegotiation',
  'BrokerCloseNegotiation',
  'BuyerLockNegotiation',
  'SellerLockNegotiation',
  'BrokerLockNegotiation',
  'UnlockNegotiation',
] as const
export type ActivityType = (typeof ACTIVITY_TYPES)[number]
export const ACTIVITY_EVENTS = [
  'Offer',
  'Message',
  'OfferDecline',
  'OfferAccept',
  'CloseNegotiation',
  'LockNegotiation',
] as const
export type ActivityEvent = (typeof ACTIVITY_EVENTS)[number] | 'Unlock'

export type Activity = { type: ActivityType; createdAt: string; offerMicros?: number | null }

/** What the rules that read a lead from a viewer's side (outcome, table label) share. */
export type LeadReading = {
  status: LeadStatus
  /** A broker is involved (brokerInfo present). */
  hasBroker: boolean
  /** Oldest first. */
  activities: readonly Activity[]
}

/** Who did it and what happened; unlocking is a system event. */
export function describeActivity(type: ActivityType): {
  party: 'buyer' | 'seller' | 'broker' | 'system'
  event: ActivityEvent
} {
  if (type === 'UnlockNegotiation') return { party: 'system', event: 'Unlock' }
  const match = /^(Buyer|Seller|Broker)(.+)$/.exec(type) as RegExpExecArray
  return {
    party: (match[1] as string).toLowerCase() as 'buyer' | 'seller' | 'broker',
    event: match[2] as ActivityEvent,
  }
}

/**
 * Spec §4: a decline or message event maps to a message event of the same party; the actor
 * is that party (buyer, seller or broker). Other events are not messages (null).
 */
export function messageEventFor(type: ActivityType): { type: ActivityType; actor: Actor } | null {
  const { party, event } = describeActivity(type)
  if (party === 'system' || (event !== 'OfferDecline' && event !== 'Message')) return null
  const prefix = party.charAt(0).toUpperCase() + party.slice(1)
  return { type: `${prefix}Message` as ActivityType, actor: party }
}

/** Lead error kinds (spec §8). */
export const LEAD_ERROR_KINDS = ['DEPENDENCY_ISSUE', 'MALFORMED_INPUT'] as const
