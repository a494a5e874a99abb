import { isReservedByOpenAgreement } from '../../db/agreement-reservations.ts'
import { LEAD_ERRORS } from '@namefolio/core/negotiations/leads.contract'
import { paymentDeadlineFor } from '@namefolio/core/negotiations/payment-window'
import { answerOffer } from './answer-offer.ts'
import { conflict } from './lead-access.ts'
import { openAgreedPrice } from './lead-agreements.repository.ts'
import { type LeadChange, leadNotice, partiesOf } from './lead-events.ts'
import type { LeadNotice } from './lead-notifier.ts'
import { updateLead } from './leads.repository.ts'

/**
 * Accepting the other side's offer agrees the price: the buyer's payment window opens and the
 * domain is reserved for that buyer (decisions 961, 962).
 */
export async function acceptOffer(change: LeadChange): Promise<LeadNotice[]> {
  const { tx, lead, at } = change
  if (lead.listingSold) throw conflict(LEAD_ERRORS.notListed, 'The domain is sold.')
  if (await isReservedByOpenAgreement(tx, lead.domainId, { leadId: lead.id })) {
    throw conflict(LEAD_ERRORS.reserved, 'Another buyer has agreed a price for it.')
  }
  const { moved, priceMicros } = await answerOffer(change, 'OfferAccept')
  await updateLead(tx, lead.id, {
    ...moved,
    status: 'PRICE_AGREED',
    stage: 'OFFER_ACCEPTED',
    agreedPriceMicros: priceMicros,
    hasActiveOffer: false,
  })
  const deadline = paymentDeadlineFor(at)
  const agreedPriceId = await openAgreedPrice(tx, {
    leadId: lead.id,
    sellerId: lead.sellerId,
    buyerId: lead.buyerId,
    domainId: lead.domainId,
    priceMicros,
    deadlineAt: deadline,
    now: at,
  })
  // Both sides hear of an agreement, the one who accepted too: the buyer's notice and e-mail
  // carry "Pay $X", the seller's the deadline (decision 963).
  return [
    {
      ...leadNotice(change, 'accepted', priceMicros),
      recipientIds: partiesOf(lead),
      agreement: { id: agreedPriceId, buyerId: lead.buyerId, deadline },
    },
  ]
}
