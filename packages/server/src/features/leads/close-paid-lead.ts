import type { Db } from '../../db/client.ts'
import { appendActivity, findLeadRecord, updateLead } from './leads.repository.ts'

/**
 * The buyer paid an agreed price (decision 970): the negotiation is over and won, so the lead
 * closes as sold (spec §4 CLOSED_SOLD, table label "sold", outcome "domain sold") for every
 * side, with a system activity each side reads in its own words. Runs inside the payment's
 * transaction, so a paid order and a closed lead are never seen apart.
 */
export async function closeLeadOfPaidAgreement(
  tx: Db,
  agreement: { leadId: string; priceMicros: number },
  now: Date,
): Promise<void> {
  const lead = await findLeadRecord(tx, agreement.leadId, { forUpdate: true })
  if (lead === null || lead.status !== 'PRICE_AGREED') return
  await appendActivity(tx, {
    leadId: lead.id,
    sellerId: lead.sellerId,
    type: 'SellerCloseNegotiation',
    actor: 'system',
    actorUserId: null,
    offerMicros: agreement.priceMicros,
    data: { closeAction: 'sold', agreementPaid: true },
    createdAt: now,
  })
  await updateLead(tx, lead.id, {
    status: 'CLOSED_SOLD',
    statusBeforeClose: 'PRICE_AGREED',
    stage: 'CLOSED_WON',
    locked: true,
    closedBy: 'system',
    hasActiveOffer: false,
    lastEventType: 'SellerCloseNegotiation',
    lastEventParty: 'system',
    lastEventAt: now,
    updatedAt: now,
  })
}
