import type { WebhookEventType, WebhookOwner } from '@namefolio/core/webhooks/webhook-events'
import { and, arrayContains, desc, eq, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { oauthClients } from '../../db/schema/identity.ts'
import { users } from '../../db/schema/users.ts'
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
  return db.select().from(webhookDeliveries).where(eq(webhookDeliveries.messageId, messageId))
}

/** The owner's endpoints, newest first. */
export async function listEndpointsOfOwner(db: Db, owner: WebhookOwner) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.ownerKind, owner.kind), eq(webhookEndpoints.ownerId, owner.id)))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
}

/** One endpoint, only when it is the owner's (else null: another owner's id is a 404). */
export async function findEndpointOfOwner(db: Db, owner: WebhookOwner, endpointId: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.id, endpointId),
        eq(webhookEndpoints.ownerKind, owner.kind),
        eq(webhookEndpoints.ownerId, owner.id),
      ),
    )
    .limit(1)
  return row ?? null
}

export type EndpointPatch = Partial<
  Pick<WebhookEndpointRow, 'url' | 'eventTypes' | 'status' | 'secret' | 'consecutiveFailures'>
>

export async function updateEndpointOfOwner(
  db: Db,
  owner: WebhookOwner,
  endpointId: string,
  patch: EndpointPatch,
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...patch, updatedAt: new Date() })
    .where(
      and(
        eq(webhookEndpoints.id, endpointId),
        eq(webhookEndpoints.ownerKind, owner.kind),
        eq(webhookEndpoints.ownerId, owner.id),
      ),
    )
    .returning()
  return row ?? null
}

export async function deleteEndpointOfOwner(db: Db, owner: WebhookOwner, endpointId: string) {
  const [row] = await db
    .delete(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.id, endpointId),
        eq(webhookEndpoints.ownerKind, owner.kind),
        eq(webhookEndpoints.ownerId, owner.id),
      ),
    )
    .returning({ id: webhookEndpoints.id })
  return Boolean(row)
}

/**
 * Who to tell about an endpoint: the seller, or the person who registered the OAuth app.
 * A partner's contact lives with the partner network; null there.
 */
export async function findOwnerContact(db: Db, endpoint: WebhookEndpointRow) {
  const userId =
    endpoint.ownerKind === 'seller'
      ? endpoint.ownerId
      : endpoint.ownerKind === 'oauth_client'
        ? (
            await db
              .select({ ownerId: oauthClients.ownerId })
              .from(oauthClients)
              .where(eq(oauthClients.id, endpoint.ownerId))
              .limit(1)
          )[0]?.ownerId
        : undefined
  if (!userId) return null
  const [user] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return user ?? null
}
