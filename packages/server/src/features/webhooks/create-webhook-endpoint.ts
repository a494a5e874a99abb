import { randomBytes } from 'node:crypto'
import type { WebhookEventType, WebhookOwner } from '@namefolio/core/webhooks/webhook-events'
import type { Db } from '../../db/client.ts'
import { insertWebhookEndpoint } from './webhooks.repository.ts'

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`
}

/**
 * Subscribes a URL for an owner (a seller, an OAuth app or a partner) to event types; answers
 * the endpoint with its signing secret, which the owner sees once, when subscribing.
 */
export async function createWebhookEndpoint(
  db: Db,
  owner: WebhookOwner,
  input: { url: string; eventTypes: WebhookEventType[] },
): Promise<{ id: string; secret: string }> {
  const secret = newSigningSecret()
  const row = await insertWebhookEndpoint(db, {
    owner,
    url: input.url,
    secret,
    eventTypes: input.eventTypes,
  })
  return { id: row.id, secret }
}
