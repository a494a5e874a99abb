import { LEAD_ERRORS } from '@namefolio/core/negotiations/leads.contract'
import type { NewLeadRow } from '../../db/schema/leads.ts'
import { assertNegotiates, assertNegotiationAllows, conflict } from './lead-access.ts'
import { type LeadChange, recordEvent } from './lead-events.ts'
import { canAnswerOffer, hasStandingOffer } from './lead-view.ts'

/**
 * What accepting and declining share: the other side's offer must stand, and the answer is
 * recorded at its price. Answers the lead fields the event moves and that price.
 */
export async function answerOffer(
  change: LeadChange,
  event: 'OfferAccept' | 'OfferDecline',
): Promise<{ moved: Partial<NewLeadRow>; priceMicros: number }> {
  const { lead, view, at } = change
  assertNegotiates(lead, view)
  assertNegotiationAllows(lead, event === 'OfferAccept' ? 'accept' : 'decline')
  if (!hasStandingOffer(lead, at)) throw conflict(LEAD_ERRORS.noActiveOffer, 'No offer stands.')
  if (!canAnswerOffer(lead, view, at)) {
    throw conflict(LEAD_ERRORS.ownOffer, 'You cannot answer your own offer.')
  }
  const priceMicros = lead.lastOfferMicros as number
  const moved = await recordEvent(change, event, { offerMicros: priceMicros })
  return { moved, priceMicros }
}
