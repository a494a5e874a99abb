import type { DomainListingStatus } from '@namefolio/core/domains/domain-status'
import type {
  LeadActions,
  LeadActivity,
  LeadSummary,
  LeadView,
  OpenPayment,
} from '@namefolio/core/negotiations/leads.contract'
import {
  agreedCheckoutPath,
  paymentOutcomeOf,
  paymentStateOf,
} from '@namefolio/core/negotiations/payment-window'
import {
  canTakeAction,
  isClosedStatus,
  isOpenStatus,
} from '@namefolio/core/negotiations/negotiation-machine'
import { negotiationOutcome } from '@namefolio/core/negotiations/negotiation-outcome'
import {
  type Activity,
  closeActionsFor,
  toLeadStatus,
  type ViewerRole,
} from '@namefolio/core/negotiations/negotiation-status'
import { tableStatusLabel } from '@namefolio/core/negotiations/table-status-label'
import type { LeadRow } from '../../db/schema/leads.ts'

/** A lead row with what lists show beside it: the listing and the parties' names. */
export type LeadRecord = LeadRow & {
  listingStatus: DomainListingStatus
  listingSold: boolean
  buyNowPriceMicros: number | null
  minBidPriceMicros: number | null
  floorPriceMicros: number | null
  buyerName: string
  sellerName: string
  brokerName: string | null
  /** The agreed price waiting for the buyer's payment, if any (decision 961). */
  openAgreement: {
    id: string
    priceMicros: number
    deadlineAt: Date
    checkoutOpenedAt: Date | null
    paymentStartedAt: Date | null
  } | null
}

export function isOpen(lead: Pick<LeadRow, 'status'>): boolean {
  return isOpenStatus(lead.status)
}

export function isClosed(lead: Pick<LeadRow, 'status'>): boolean {
  return isClosedStatus(lead.status)
}

/** Core's viewer roles: an admin looks from the seller's side (decision 401). */
export function viewerRoleOf(view: LeadView): ViewerRole {
  return view === 'admin' ? 'seller' : view
}

/** The party that makes offers for the seller's side right now. */
export function sideOf(view: LeadView): 'buyer' | 'seller' {
  return view === 'buyer' ? 'buyer' : 'seller'
}

/** The expiry of the offer that stands, if one stands at `now`. */
export function standingOfferExpiry(lead: LeadRow, now: Date): Date | null {
  if (!lead.hasActiveOffer || lead.lastOfferBy === null) return null
  const expiry = lead.lastOfferBy === 'buyer' ? lead.buyerOfferExpiry : lead.sellerOfferExpiry
  return expiry !== null && expiry.getTime() > now.getTime() ? expiry : null
}

export function hasStandingOffer(lead: LeadRow, now: Date): boolean {
  return standingOfferExpiry(lead, now) !== null
}

/** The offer the viewer may answer (accept or decline): the other side's standing offer. */
export function canAnswerOffer(lead: LeadRow, view: LeadView, now: Date): boolean {
  if (view === 'admin' || !isOpen(lead) || !hasStandingOffer(lead, now)) return false
  const offeredBySide = lead.lastOfferBy === 'buyer' ? 'buyer' : 'seller'
  return offeredBySide !== sideOf(view)
}

/** While a broker is assigned, the broker negotiates and the seller watches (decision 404). */
export function isSellerSidelined(lead: LeadRow, view: LeadView): boolean {
  return view === 'seller' && lead.brokerId !== null
}

export function readFlagOf(lead: LeadRow, view: LeadView): boolean {
  if (view === 'buyer') return lead.buyerRead
  if (view === 'broker') return lead.brokerRead
  return lead.sellerRead
}

export function toActivityInput(a: {
  type: LeadActivity['type']
  createdAt: Date
  offerMicros: number | null
}): Activity {
  return { type: a.type, createdAt: a.createdAt.toISOString(), offerMicros: a.offerMicros }
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString())

/** "Pay $X by …" for the buyer, "waiting for the buyer's payment" for the seller's side. */
function openPaymentOf(lead: LeadRecord, view: LeadView): OpenPayment | null {
  const agreement = lead.openAgreement
  if (agreement === null) return null
  return {
    agreedPriceId: agreement.id,
    priceMicros: agreement.priceMicros,
    deadline: agreement.deadlineAt.toISOString(),
    paymentState: paymentStateOf({ status: 'OPEN', ...agreement }),
    checkoutPath: view === 'buyer' ? agreedCheckoutPath(agreement.id) : null,
  }
}

/** A lead as one viewer sees it: the label and outcome come from core (spec §4). */
export function toLeadSummary(
  lead: LeadRecord,
  view: LeadView,
  activities: readonly Activity[],
  now: Date,
): LeadSummary {
  const role = viewerRoleOf(view)
  const status = toLeadStatus(lead.status)
  const expiry = standingOfferExpiry(lead, now)
  const isBuyerView = view === 'buyer'
  const summary: LeadSummary = {
    id: lead.id,
    domainId: lead.domainId,
    domainName: lead.domainName,
    viewerRole: view,
    negotiationStatus: lead.status,
    status,
    stage: lead.stage,
    listingStatus: lead.listingStatus,
    label: tableStatusLabel(
      {
        status,
        hasBroker: lead.brokerId !== null,
        assignedToBroker: lead.assignToBroker,
        hasActiveOffer: expiry !== null,
        activities,
      },
      role,
    ),
    outcome: negotiationOutcome(
      {
        status,
        listingSold: lead.listingSold,
        hasBroker: lead.brokerId !== null,
        activities,
        buyerOfferExpiry: iso(lead.buyerOfferExpiry),
        sellerOfferExpiry: iso(lead.sellerOfferExpiry),
      },
      role,
      now,
    ),
    likeStatus: isBuyerView ? lead.buyerLikeStatus : lead.sellerLikeStatus,
    starred: isBuyerView ? lead.buyerStarred : lead.sellerStarred,
    read: readFlagOf(lead, view),
    locked: lead.locked,
    assignToBroker: lead.assignToBroker,
    brokerInfo: lead.brokerId === null ? null : { key: lead.brokerId, name: lead.brokerName ?? '' },
    buyerId: lead.buyerId,
    buyer: { id: lead.buyerId, name: lead.buyerName },
    seller: { id: lead.sellerId, name: lead.sellerName },
    lastEventType: lead.lastEventType,
    lastEventAt: iso(lead.lastEventAt),
    buyerOfferMicros: lead.buyerOfferMicros,
    sellerOfferMicros: lead.sellerOfferMicros,
    lastOfferMicros: lead.lastOfferMicros,
    agreedPriceMicros: lead.agreedPriceMicros,
    buyNowPriceMicros: lead.buyNowPriceMicros,
    minBidPriceMicros: lead.minBidPriceMicros,
    hasActiveOffer: expiry !== null,
    buyerOfferExpiry: iso(lead.buyerOfferExpiry),
    sellerOfferExpiry: iso(lead.sellerOfferExpiry),
    expiry: iso(expiry),
    closeReason: lead.closeReason,
    updatedAt: lead.updatedAt.toISOString(),
    payment: openPaymentOf(lead, view),
    paymentOutcome: paymentOutcomeOf(lead),
  }
  // Only sellers see the floor price and the created date (spec §2, §6).
  if (role === 'seller') {
    summary.floorPriceMicros = lead.floorPriceMicros
    summary.createdAt = lead.createdAt.toISOString()
  }
  return summary
}

/** What the viewer may do now; the service enforces exactly these (decision 401). */
export function leadActionsFor(lead: LeadRow, view: LeadView, now: Date): LeadActions {
  const negotiates = view !== 'admin' && !isSellerSidelined(lead, view)
  const canAnswer = negotiates && canAnswerOffer(lead, view, now)
  const closable = canTakeAction('close', lead)
  const canUnlock = lead.locked && canUnlockLead(lead, view)
  const closeActions = closable
    ? closeActionsFor(viewerRoleOf(view)).filter(
        (a) =>
          a !== 'unlockNegotiations' &&
          (a !== 'offerDeclined' || canAnswer) &&
          (a !== 'messageOnly' || view !== 'admin'),
      )
    : canUnlock
      ? (['unlockNegotiations'] as const)
      : []
  return {
    canOffer: negotiates && canTakeAction('offer', lead),
    canMessage: negotiates && canTakeAction('message', lead),
    canAccept: canAnswer,
    canDecline: canAnswer,
    canClose: closable,
    closeActions: [...closeActions],
    canLock: closable,
    canUnlock,
    canAssignBroker:
      (view === 'seller' || view === 'admin') && lead.brokerId === null && !isClosed(lead),
    canEditMinor: view !== 'admin',
  }
}

/**
 * The seller's side may reopen any negotiation; a buyer only one the buyer closed (decision
 * 401); nobody one closed by its payment (decision 970).
 */
export function canUnlockLead(lead: LeadRow, view: LeadView): boolean {
  // A paid agreement is a finished sale (decision 970): nothing is left to negotiate.
  if (lead.status === 'CLOSED_SOLD' && lead.closedBy === 'system') return false
  if (view === 'buyer') return lead.closedBy === 'buyer'
  return true
}
