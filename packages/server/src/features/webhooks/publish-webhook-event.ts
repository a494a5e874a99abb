import type { WebhookEventType, WebhookOwner } from '@namefolio/core/webhooks/webhook-events'
import type { Db } from '../../db/client.ts'
import { insertMessageWithDeliveries } from './webhooks.repository.ts'

export type WebhookEvent = {
  type: WebhookEventType
  /** Whose subscriptions receive it: the seller concerned, and e.g. the partner whose order it is. */
  owners: WebhookOwner[]
  /** Ids and the few fields a receiver needs; never secrets or another party's personal data. */
  data: Record<string, unknown>
}

/**
 * Publishes an event to the subscribed endpoints of its owners (issue 24). Call it in the use
 * case where the thing happened, after its own write: deliveries are stored as pending rows and
 * sent by the delivery job, so a slow or failing receiver never slows or fails the use case.
 */
export async function publishWebhookEvent(
  db: Db,
  event: WebhookEvent,
): Promise<{ messageId: string; deliveries: number }> {
  if (event.owners.length === 0) return { messageId: '', deliveries: 0 }
  return insertMessageWithDeliveries(db, { type: event.type, data: event.data }, event.owners)
}
