import type { Db } from '../../db/client.ts'
import { recordSystemEvent } from './lead-events.ts'
import { findLeadRecord } from './leads.repository.ts'

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
  const event = {
    type: 'SellerCloseNegotiation',
    offerMicros: agreement.priceMicros,
    data: { closeAction: 'sold', agreementPaid: true },
  } as const
  await recordSystemEvent(tx, lead, event, now, {
    status: 'CLOSED_SOLD',
    statusBeforeClose: 'PRICE_AGREED',
    stage: 'CLOSED_WON',
    locked: true,
    closedBy: 'system',
    hasActiveOffer: false,
  })
}
