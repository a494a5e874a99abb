import type { WebhookEventType, WebhookOwner } from '@namefolio/core/webhooks/webhook-events'
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { domains } from '../../db/schema/domains.ts'
import { oauthClients } from '../../db/schema/identity.ts'
import { users } from '../../db/schema/users.ts'
import {
  webhookDeliveries,
  webhookEndpoints,
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

/** The endpoint `endpointId` when it is the owner's. */
const ownersEndpoint = (owner: WebhookOwner, endpointId: string) =>
  and(
    eq(webhookEndpoints.id, endpointId),
    eq(webhookEndpoints.ownerKind, owner.kind),
    eq(webhookEndpoints.ownerId, owner.id),
  )

/** One endpoint, only when it is the owner's (else null: another owner's id is a 404). */
export async function findEndpointOfOwner(db: Db, owner: WebhookOwner, endpointId: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(ownersEndpoint(owner, endpointId))
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
    .where(ownersEndpoint(owner, endpointId))
    .returning()
  return row ?? null
}

export async function deleteEndpointOfOwner(db: Db, owner: WebhookOwner, endpointId: string) {
  const [row] = await db
    .delete(webhookEndpoints)
    .where(ownersEndpoint(owner, endpointId))
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

/** The sellers of these domain names, with the names of each (a listing change's owners). */
export async function findSellersOfDomains(db: Db, names: readonly string[]) {
  if (names.length === 0) return []
  return db
    .select({ sellerId: domains.sellerId, name: domains.name })
    .from(domains)
    .where(inArray(domains.name, [...names]))
}
