import {
  COUNTER_OFFER_ERRORS,
  validateCounterOffer,
} from '@namefolio/core/negotiations/counter-offer'
import {
  type LeadView,
  OFFER_EXPIRY_DAYS,
  type OfferInput,
} from '@namefolio/core/negotiations/leads.contract'
import { stageOf } from '@namefolio/core/negotiations/negotiation-machine'
import type { NegotiationStatus } from '@namefolio/core/negotiations/negotiation-status'
import { AppError } from '../../http/app-error.ts'
import { assertNegotiates, assertNegotiationAllows } from './lead-access.ts'
import { type LeadChange, leadNotice, partyOf, recordEvent } from './lead-events.ts'
import type { LeadNotice } from './lead-notifier.ts'
import { type LeadRecord, sideOf, viewerRoleOf } from './lead-view.ts'
import { updateLead } from './leads.repository.ts'

const DAY_MS = 86_400_000

/** When an offer made at `at` stops standing (spec §9: offers expire after seven days). */
export function offerExpiryFrom(at: Date): Date {
  return new Date(at.getTime() + OFFER_EXPIRY_DAYS * DAY_MS)
}

/** The counter-offer rules of spec §5 for the offering side, with their message keys. */
export function assertOfferFollowsRules(
  lead: Pick<
    LeadRecord,
    'buyerOfferMicros' | 'sellerOfferMicros' | 'buyNowPriceMicros' | 'floorPriceMicros'
  > & { minBidPriceMicros: number | null },
  view: LeadView,
  offerMicros: number | null,
): void {
  const side = sideOf(view)
  const error = validateCounterOffer(
    {
      valueMicros: offerMicros,
      previousOfferMicros: side === 'buyer' ? lead.buyerOfferMicros : lead.sellerOfferMicros,
      sellerOfferMicros: lead.sellerOfferMicros,
      buyNowMicros: lead.buyNowPriceMicros,
      floorMicros: lead.floorPriceMicros,
      minBidMicros: lead.minBidPriceMicros,
      viewer: viewerRoleOf(view),
      submitting: true,
    },
    'offerMicros',
  )
  if (error) {
    throw new AppError('VALIDATION', 'The offer breaks a counter-offer rule.', {
      fields: [error],
    })
  }
}

function assertOfferAllowed(lead: LeadRecord, view: LeadView, offerMicros: number | null) {
  assertOfferFollowsRules(lead, view, offerMicros)
  if (offerMicros === null || offerMicros <= 0) {
    throw new AppError('MALFORMED_INPUT', 'Enter an offer.', {
      fields: [{ field: 'offerMicros', code: COUNTER_OFFER_ERRORS.required }],
    })
  }
  return offerMicros
}

/** An offer or counter-offer by either side of an open negotiation (spec §5). */
export async function makeOffer(change: LeadChange, input: OfferInput): Promise<LeadNotice[]> {
  const { tx, lead, view, at } = change
  assertNegotiates(lead, view)
  assertNegotiationAllows(lead, 'offer')
  const offerMicros = assertOfferAllowed(lead, view, input.offerMicros)
  const party = partyOf(view)
  const expiry = offerExpiryFrom(at)
  const moved = await recordEvent(change, 'Offer', {
    offerMicros,
    message: input.message || null,
  })
  const isBuyer = party === 'buyer'
  const status: NegotiationStatus = isBuyer && lead.status === 'NEW' ? 'NEW' : 'NEGOTIATING'
  await updateLead(tx, lead.id, {
    ...moved,
    ...(isBuyer
      ? { buyerOfferMicros: offerMicros, buyerOfferExpiry: expiry }
      : { sellerOfferMicros: offerMicros, sellerOfferExpiry: expiry }),
    lastOfferMicros: offerMicros,
    lastOfferBy: party,
    hasActiveOffer: true,
    status,
    stage: stageOf(status),
  })
  const kind = isBuyer && lead.lastOfferBy === null ? 'offer' : 'counterOffer'
  return [leadNotice(change, kind, offerMicros)]
}
