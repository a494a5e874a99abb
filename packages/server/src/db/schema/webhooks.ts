import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import type {
  WebhookMessageType,
  WebhookOwnerKind,
  WebhookEventType,
} from '@namefolio/core/webhooks/webhook-events'
import { createdAt, randomId, requiredRef, timestamps, timestamptz } from './columns.ts'

/**
 * A URL subscribed to webhook events (issue 24). The owner is polymorphic (seller, OAuth app or
 * partner), so it is not a foreign key; each owner's routes scope by (ownerKind, ownerId).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: randomId(),
    ownerKind: text().$type<WebhookOwnerKind>().notNull(),
    ownerId: uuid().notNull(),
    url: text().notNull(),
    /** Standard Webhooks signing secret, `whsec_` + base64. */
    secret: text().notNull(),
    eventTypes: text().array().$type<WebhookEventType[]>().notNull(),
    status: text().$type<'active' | 'paused' | 'disabled'>().notNull().default('active'),
    consecutiveFailures: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('webhook_endpoints_owner_idx').on(t.ownerKind, t.ownerId)],
)
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect

/** One event as published: its id is the Standard Webhooks `webhook-id`. */
export const webhookMessages = pgTable('webhook_messages', {
  id: randomId(),
  type: text().$type<WebhookMessageType>().notNull(),
  data: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
})
export type WebhookMessageRow = typeof webhookMessages.$inferSelect

/** One message owed to one endpoint; the delivery job works through the pending ones. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: randomId(),
    endpointId: requiredRef(() => webhookEndpoints.id, 'cascade'),
    messageId: requiredRef(() => webhookMessages.id, 'cascade'),
    state: text().$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamptz().notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
)
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect

/**
 * One try at sending a delivery (issue 24, decision 1112): what the receiver answered, or why
 * nothing came back. The owner reads these in the delivery log.
 */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: randomId(),
    deliveryId: requiredRef(() => webhookDeliveries.id, 'cascade'),
    /** The HTTP status, null when no answer came (refused address, timeout, connection error). */
    statusCode: integer(),
    /** The first characters of the answer's body, for the owner to see why it failed. */
    responseExcerpt: text(),
    error: text(),
    durationMs: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.createdAt)],
)
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect
