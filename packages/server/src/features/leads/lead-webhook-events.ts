import type { WebhookEventType } from '@namefolio/core/webhooks/webhook-events'
import type { Db } from '../../db/client.ts'
import { publishSellerEvent } from '../../db/webhook-outbox.ts'
import type { LeadNotice, LeadNoticeKind } from './lead-notifier.ts'

/** The negotiation moves a seller's webhooks hear about, by the lead notice they come with. */
const EVENT_OF_NOTICE: Partial<Record<LeadNoticeKind, WebhookEventType>> = {
  offer: 'offer.received',
  counterOffer: 'offer.countered',
  accepted: 'price.agreed',
}

/**
 * Publishes the webhook events of a negotiation step (issue 24). Every step records its
 * notices through the lead notifier inside its transaction; this runs there too, so an offer
 * is owed to the seller's endpoints exactly when it is stored. Amounts are integer micros.
 */
export async function publishLeadEvents(db: Db, notices: readonly LeadNotice[]): Promise<void> {
  for (const notice of notices) {
    const type = EVENT_OF_NOTICE[notice.kind]
    if (!type) continue
    await publishSellerEvent(db, type, notice.sellerId, {
      leadId: notice.leadId,
      domainName: notice.domainName,
      offerMicros: notice.offerMicros,
    })
  }
}
