import {
  describeActivity,
  type LeadReading,
  type LeadStatus,
  type ViewerRole,
} from './negotiation-status.ts'

export const TABLE_STATUS_LABELS = [
  'sold',
  'brokerNewMessage',
  'brokerNewOffer',
  'brokerDeclined',
  'brokerAgreement',
  'brokerClosed',
  'brokerAwaiting',
  'assign',
  'brokerPending',
  'closed',
  'newMessage',
  'agreement',
  'newOffer',
  'awaiting',
  'declined',
  'otherDeclined',
  'unknown',
  'noActive',
] as const
export type TableStatusLabel = (typeof TABLE_STATUS_LABELS)[number]

export type LeadForLabel = LeadReading & {
  /** The lead was handed to brokers (assignToBroker) but none has taken it yet. */
  assignedToBroker?: boolean
  hasActiveOffer: boolean
}

const CLOSED: readonly LeadStatus[] = [
  'closedLocked',
  'closedArchived',
  'closedStalled',
  'closedConfused',
]

function brokerLabel(lead: LeadForLabel): TableStatusLabel {
  const latestBroker = [...lead.activities]
    .reverse()
    .find((a) => describeActivity(a.type).party === 'broker')
  if (!latestBroker) return 'assign'
  if (lead.activities.at(-1) !== latestBroker) return 'brokerAwaiting'
  switch (describeActivity(latestBroker.type).event) {
    case 'Message':
      return 'brokerNewMessage'
    case 'Offer':
      return 'brokerNewOffer'
    case 'OfferDecline':
      return 'brokerDeclined'
    case 'OfferAccept':
      return 'brokerAgreement'
    default:
      return 'brokerClosed'
  }
}

/** The party a viewer negotiates against; a broker sits on the seller's side. */
function isOwn(party: string, viewer: ViewerRole): boolean {
  return viewer === 'buyer' ? party === 'buyer' : party === 'seller' || party === 'broker'
}

/** The table status label (spec §4), the nine steps in their order, for a viewer. */
export function tableStatusLabel(lead: LeadForLabel, viewer: ViewerRole): TableStatusLabel {
  if (lead.status === 'closedSold') return 'sold'
  if (lead.hasBroker) return brokerLabel(lead)
  if (lead.status === 'closedBrokered')
    return lead.assignedToBroker === true ? 'brokerPending' : 'assign'
  if (CLOSED.includes(lead.status)) return 'closed'
  const last = lead.activities.at(-1)
  const latest = last ? describeActivity(last.type) : null
  if (latest && latest.event === 'Message' && !isOwn(latest.party, viewer)) return 'newMessage'
  if (latest?.event === 'OfferAccept' || lead.status === 'priceAgreed') return 'agreement'
  if (lead.hasActiveOffer) {
    if (latest?.event === 'Offer') return isOwn(latest.party, viewer) ? 'awaiting' : 'newOffer'
    if (latest?.event === 'OfferDecline')
      return isOwn(latest.party, viewer) ? 'otherDeclined' : 'declined'
    return 'unknown'
  }
  return 'noActive'
}
