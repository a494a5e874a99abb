import type { WebhookEventType, WebhookOwner } from '@namefolio/core/webhooks/webhook-events'
import { and, arrayContains, eq, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  webhookDeliveries,
  webhookEndpoints,
  webhookMessages,
  type WebhookEndpointRow,
} from '../../db/schema/webhooks.ts'

export type NewWebhookEndpoint = {
  owner: WebhookOwner
  url: string
  secret: string
  eventTypes: WebhookEventType[]
}

export async function insertWebhookEndpoint(
  db: Db,
  endpoint: NewWebhookEndpoint,
): Promise<WebhookEndpointRow> {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      ownerKind: endpoint.owner.kind,
      ownerId: endpoint.owner.id,
      url: endpoint.url,
      secret: endpoint.secret,
      eventTypes: endpoint.eventTypes,
    })
    .returning()
  return row!
}

/**
 * Stores the message and one pending delivery for every active endpoint of these owners that
 * subscribed to its type, in one transaction: a published event is never half-owed.
 */
export async function insertMessageWithDeliveries(
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

export async function listDeliveriesOfMessage(db: Db, messageId: string) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.messageId, messageId))
}
