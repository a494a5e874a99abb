import type { WebhookEventType, WebhookOwner } from '@namefolio/core/webhooks/webhook-events'
import { and, arrayContains, eq, or, sql } from 'drizzle-orm'
import type { Db } from './client.ts'
import { webhookDeliveries, webhookEndpoints, webhookMessages } from './schema/webhooks.ts'

/**
 * The webhook outbox (issue 24): where any feature publishes an event, inside its own
 * transaction, after its own write. Shared like listing-changes.ts, because features do not
 * import one another; features/webhooks sends what is stored here (decision 1110).
 */
export type WebhookEvent = {
  type: WebhookEventType
  /** Whose subscriptions receive it: the seller concerned, and e.g. the partner whose order it is. */
  owners: WebhookOwner[]
  /** Ids and the few fields a receiver needs; never secrets or another party's personal data. */
  data: Record<string, unknown>
}

/**
 * Stores the message and one pending delivery for every active endpoint of these owners that
 * subscribed to its type, in one transaction: a published event is never half-owed.
 */
async function insertMessageWithDeliveries(
  db: Db,
  message: { type: WebhookEventType; data: Record<string, unknown> },
  owners: WebhookOwner[],
): Promise<{ messageId: string; deliveries: number }> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(webhookMessages)
      .values({ type: message.type, data: message.data })
      .returning({ id: webhookMessages.id })
    const ownerMatch = or(
      ...owners.map((owner) =>
        and(eq(webhookEndpoints.ownerKind, owner.kind), eq(webhookEndpoints.ownerId, owner.id)),
      ),
    )
    const endpoints = await tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(
        and(
          ownerMatch,
          eq(webhookEndpoints.status, 'active'),
          arrayContains(webhookEndpoints.eventTypes, sql`array[${message.type}]::text[]`),
        ),
      )
    if (endpoints.length > 0) {
      await tx
        .insert(webhookDeliveries)
        .values(endpoints.map((e) => ({ endpointId: e.id, messageId: stored!.id })))
    }
    return { messageId: stored!.id, deliveries: endpoints.length }
  })
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

/**
 * The usual case: an event about one seller's account, for that seller's endpoints (those an
 * OAuth app made with the seller's token included, decision 1114). Called inside the use
 * case's transaction where there is one, so the event is owed exactly when the change commits.
 */
export async function publishSellerEvent(
  db: Db,
  type: WebhookEventType,
  sellerId: string,
  data: Record<string, unknown>,
): Promise<void> {
  await publishWebhookEvent(db, { type, owners: [{ kind: 'seller', id: sellerId }], data })
}
