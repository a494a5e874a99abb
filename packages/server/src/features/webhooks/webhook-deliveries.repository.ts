import type { WebhookMessageType } from '@namefolio/core/webhooks/webhook-events'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookMessages,
  type WebhookEndpointRow,
} from '../../db/schema/webhooks.ts'

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

export type ClaimedDelivery = {
  delivery_id: string
  attempts: number
  endpoint_id: string
  url: string
  secret: string
  message_id: string
  type: WebhookMessageType
  data: Record<string, unknown>
  occurred_at: Date | string
}

/**
 * Claims up to `limit` due deliveries of active endpoints for `leaseSeconds` (SKIP LOCKED, so
 * no two workers send one; a worker that dies leaves it due again when the lease ends).
 * Deliveries of paused endpoints wait, pending, until the endpoint is resumed.
 */
export async function claimDueDeliveries(
  db: Db,
  options: { now: Date; limit: number; leaseSeconds: number },
): Promise<ClaimedDelivery[]> {
  const now = options.now.toISOString()
  return rowsOf<ClaimedDelivery>(
    await db.execute(sql`
      update webhook_deliveries wd
         set next_attempt_at = ${now}::timestamptz + make_interval(secs => ${options.leaseSeconds})
        from (select d.id from webhook_deliveries d
                join webhook_endpoints e on e.id = d.endpoint_id and e.status = 'active'
               where d.state = 'pending' and d.next_attempt_at <= ${now}::timestamptz
               order by d.next_attempt_at limit ${options.limit}
               for update of d skip locked) due,
             webhook_endpoints e, webhook_messages m
       where wd.id = due.id and e.id = wd.endpoint_id and m.id = wd.message_id
   returning wd.id as delivery_id, wd.attempts, e.id as endpoint_id, e.url, e.secret,
             m.id as message_id, m.type, m.data, m.created_at as occurred_at`),
  )
}

/** Whether any active endpoint has a delivery due (the poller's cheap check before a job). */
export async function hasDueDeliveries(db: Db, now: Date): Promise<boolean> {
  const rows = rowsOf<{ one: number }>(
    await db.execute(sql`
      select 1 as one from webhook_deliveries d
        join webhook_endpoints e on e.id = d.endpoint_id and e.status = 'active'
       where d.state = 'pending' and d.next_attempt_at <= ${now.toISOString()}::timestamptz
       limit 1`),
  )
  return rows.length > 0
}

export type AttemptRecord = {
  deliveryId: string
  statusCode: number | null
  responseExcerpt: string | null
  error: string | null
  durationMs: number
  at: Date
  /** The delivery's state after this attempt, and when to try again when still pending. */
  state: 'pending' | 'delivered' | 'failed'
  nextAttemptAt: Date
}

export async function recordAttempt(db: Db, record: AttemptRecord): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: record.deliveryId,
      statusCode: record.statusCode,
      responseExcerpt: record.responseExcerpt,
      error: record.error,
      durationMs: record.durationMs,
      createdAt: record.at,
    })
    await tx
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        state: record.state,
        nextAttemptAt: record.nextAttemptAt,
      })
      .where(eq(webhookDeliveries.id, record.deliveryId))
  })
}

/** A delivered message ends the endpoint's run of failures. */
export async function resetEndpointFailures(db: Db, endpointId: string): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ consecutiveFailures: 0 })
    .where(eq(webhookEndpoints.id, endpointId))
}

/**
 * Counts a delivery that failed for good; at `threshold` failures in a row an active endpoint
 * is disabled. Answers the endpoint when this call disabled it (once, even with two workers).
 */
export async function countFailedDelivery(
  db: Db,
  endpointId: string,
  threshold: number,
): Promise<WebhookEndpointRow | null> {
  return db.transaction(async (tx) => {
    const [counted] = await tx
      .update(webhookEndpoints)
      .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
      .where(eq(webhookEndpoints.id, endpointId))
      .returning()
    if (!counted || counted.consecutiveFailures < threshold) return null
    const [disabled] = await tx
      .update(webhookEndpoints)
      .set({ status: 'disabled', updatedAt: new Date() })
      .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.status, 'active')))
      .returning()
    return disabled ?? null
  })
}

/** The newest deliveries of one endpoint with their messages (the delivery log). */
export async function listDeliveriesOfEndpoint(db: Db, endpointId: string, limit: number) {
  return db
    .select({
      id: webhookDeliveries.id,
      messageId: webhookMessages.id,
      type: webhookMessages.type,
      state: webhookDeliveries.state,
      attempts: webhookDeliveries.attempts,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      createdAt: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit)
}

export async function listAttemptsOfDeliveries(db: Db, deliveryIds: string[]) {
  if (deliveryIds.length === 0) return []
  return db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, deliveryIds))
    .orderBy(webhookAttempts.createdAt, webhookAttempts.id)
}

export async function findDeliveryOfEndpoint(db: Db, endpointId: string, deliveryId: string) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
    .limit(1)
  return row ?? null
}

/** Owes a message to one endpoint again, from now (a redelivery by hand, or a test event). */
export async function insertDelivery(db: Db, endpointId: string, messageId: string) {
  const [row] = await db.insert(webhookDeliveries).values({ endpointId, messageId }).returning()
  return row!
}

export async function insertMessage(
  db: Db,
  message: { type: WebhookMessageType; data: Record<string, unknown> },
) {
  const [row] = await db.insert(webhookMessages).values(message).returning()
  return row!
}
