import { answerOffer } from './answer-offer.ts'
import { type LeadChange, leadNotice } from './lead-events.ts'
import type { LeadNotice } from './lead-notifier.ts'
import { updateLead } from './leads.repository.ts'

/** Declining the other side's offer keeps the negotiation going, with no offer standing. */
export async function declineOffer(change: LeadChange): Promise<LeadNotice[]> {
  const { moved, priceMicros } = await answerOffer(change, 'OfferDecline')
  await updateLead(change.tx, change.lead.id, {
    ...moved,
    status: 'NEGOTIATING',
    stage: 'NEGOTIATION',
    hasActiveOffer: false,
  })
  return [leadNotice(change, 'declined', priceMicros)]
}
