import {
  describeActivity,
  type LeadReading,
  type LeadStatus,
  type ViewerRole,
} from './negotiation-status.ts'

/** Negotiation outcome event states (spec §4). */
export const NEGOTIATION_OUTCOMES = [
  'active_offer',
  'negotiation_ended_by_seller',
  'negotiation_ended_by_buyer',
  'declined',
  'accepted',
  'broker_assigned',
  'domain_sold',
] as const
export type NegotiationOutcome = (typeof NEGOTIATION_OUTCOMES)[number]

export type LeadForOutcome = LeadReading & {
  listingSold: boolean
  buyerOfferExpiry: string | null
  sellerOfferExpiry: string | null
}

const SOLD: readonly LeadStatus[] = ['closedArchived', 'closedConfused', 'closedSold']

function endedBy(party: string): NegotiationOutcome {
  return party === 'buyer' ? 'negotiation_ended_by_buyer' : 'negotiation_ended_by_seller'
}

/** The negotiation outcome a viewer sees (spec §4), at `now`. */
export function negotiationOutcome(
  lead: LeadForOutcome,
  viewer: ViewerRole,
  now: Date,
): NegotiationOutcome {
  if (SOLD.includes(lead.status) || lead.listingSold) return 'domain_sold'
  if (lead.hasBroker && viewer !== 'broker') return 'broker_assigned'

  const relevant = [...lead.activities]
    .reverse()
    .find((a) => describeActivity(a.type).event !== 'Message')
  const latest = relevant ? describeActivity(relevant.type) : null
  if (latest && (latest.event === 'CloseNegotiation' || latest.event === 'LockNegotiation')) {
    return endedBy(latest.party)
  }
  if (lead.status === 'new' || lead.status === 'negotiating') {
    if (latest?.event === 'OfferAccept') return 'accepted'
    if (latest?.event === 'OfferDecline') {
      const viewerSide = viewer === 'buyer' ? 'buyer' : 'seller'
      const declinerSide = latest.party === 'buyer' ? 'buyer' : 'seller'
      if (declinerSide !== viewerSide) return 'declined'
    }
  } else if (lead.status === 'priceAgreed') {
    return 'accepted'
  } else if (lead.status === 'closedBrokered') {
    return 'broker_assigned'
  } else {
    // closedLocked, closedStalled: the last close or lock says who ended it; else the seller.
    const closing = [...lead.activities]
      .reverse()
      .map((a) => describeActivity(a.type))
      .find((d) => d.event === 'CloseNegotiation' || d.event === 'LockNegotiation')
    return endedBy(closing?.party ?? 'seller')
  }
  const lastOffer = [...lead.activities]
    .reverse()
    .find((a) => describeActivity(a.type).event === 'Offer')
  const expiry =
    lastOffer && describeActivity(lastOffer.type).party === 'buyer'
      ? lead.buyerOfferExpiry
      : lead.sellerOfferExpiry
  return expiry !== null && Date.parse(expiry) > now.getTime() ? 'active_offer' : 'declined'
}
