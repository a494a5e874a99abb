import { randomBytes } from 'node:crypto'
import type { WebhookEventType, WebhookOwner } from '@namefolio/core/webhooks/webhook-events'
import type { Db } from '../../db/client.ts'
import {
  checkWebhookUrl,
  STRICT_TARGET_POLICY,
  type WebhookTargetPolicy,
} from './webhook-target.ts'
import { insertWebhookEndpoint } from './webhooks.repository.ts'

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`
}

/**
 * Subscribes a URL for an owner (a seller, an OAuth app or a partner) to event types; answers
 * the endpoint with its signing secret, which the owner sees once, when subscribing. The URL
 * must be https and point at a public address (decision 1111): else an AppError VALIDATION
 * (400) with a `webhooks.error.*` message key on the `url` field. `policy` is the app's (it
 * allows a receiver on 127.0.0.1 in development and test only); without it, the strict one.
 */
export async function createWebhookEndpoint(
  db: Db,
  owner: WebhookOwner,
  input: { url: string; eventTypes: WebhookEventType[] },
  policy: WebhookTargetPolicy = STRICT_TARGET_POLICY,
): Promise<{ id: string; secret: string }> {
  const url = await checkWebhookUrl(input.url, policy)
  const secret = newSigningSecret()
  const row = await insertWebhookEndpoint(db, {
    owner,
    url,
    secret,
    eventTypes: input.eventTypes,
  })
  return { id: row.id, secret }
}
