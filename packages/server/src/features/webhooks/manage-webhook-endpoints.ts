import type { WebhookOwner } from '@namefolio/core/webhooks/webhook-events'
import type {
  WebhookEndpoint,
  WebhookEndpointCreated,
  WebhookEndpointUpdateSchema,
} from '@namefolio/core/webhooks/webhooks.contract'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import { createWebhookEndpoint, newSigningSecret } from './create-webhook-endpoint.ts'
import { toEndpointView } from './webhook-views.ts'
import { checkWebhookUrl, type WebhookTargetPolicy } from './webhook-target.ts'
import {
  deleteEndpointOfOwner,
  findEndpointOfOwner,
  listEndpointsOfOwner,
  updateEndpointOfOwner,
  type EndpointPatch,
} from './webhooks.repository.ts'

/** How many endpoints one owner may have (decision 1114): enough for staging and live apps. */
export const MAX_ENDPOINTS_PER_OWNER = 20

const notFound = () => new AppError('NOT_FOUND', 'No such webhook endpoint.')

/** The owner's endpoint, or a 404 (another owner's endpoint is as absent as a missing one). */
export async function requireOwnEndpoint(db: Db, owner: WebhookOwner, endpointId: string) {
  const row = await findEndpointOfOwner(db, owner, endpointId)
  if (!row) throw notFound()
  return row
}

export async function listOwnEndpoints(db: Db, owner: WebhookOwner): Promise<WebhookEndpoint[]> {
  return (await listEndpointsOfOwner(db, owner)).map(toEndpointView)
}

export async function subscribeEndpoint(
  db: Db,
  owner: WebhookOwner,
  input: Parameters<typeof createWebhookEndpoint>[2],
  policy: WebhookTargetPolicy,
): Promise<WebhookEndpointCreated> {
  if ((await listEndpointsOfOwner(db, owner)).length >= MAX_ENDPOINTS_PER_OWNER) {
    throw new AppError('CONFLICT', 'Too many webhook endpoints.', {
      fields: [
        { field: 'url', code: 'webhooks.error.tooMany', values: { max: MAX_ENDPOINTS_PER_OWNER } },
      ],
    })
  }
  const created = await createWebhookEndpoint(db, owner, input, policy)
  return {
    endpoint: toEndpointView(await requireOwnEndpoint(db, owner, created.id)),
    secret: created.secret,
  }
}

/**
 * Changes the URL (checked again), the events, or pauses/resumes. Resuming a disabled
 * endpoint starts its failure count afresh; deliveries held while paused go out then.
 */
export async function updateEndpoint(
  db: Db,
  owner: WebhookOwner,
  endpointId: string,
  input: z.output<typeof WebhookEndpointUpdateSchema>,
  policy: WebhookTargetPolicy,
): Promise<WebhookEndpoint> {
  await requireOwnEndpoint(db, owner, endpointId)
  const patch: EndpointPatch = {}
  if (input.url !== undefined) patch.url = await checkWebhookUrl(input.url, policy)
  if (input.eventTypes !== undefined) patch.eventTypes = input.eventTypes
  if (input.status !== undefined) patch.status = input.status
  if (input.status === 'active') patch.consecutiveFailures = 0
  const row = await updateEndpointOfOwner(db, owner, endpointId, patch)
  if (!row) throw notFound()
  return toEndpointView(row)
}

/** Deleting an endpoint deletes its delivery log with it (cascade). */
export async function deleteEndpoint(db: Db, owner: WebhookOwner, endpointId: string) {
  if (!(await deleteEndpointOfOwner(db, owner, endpointId))) throw notFound()
  return { deleted: true as const }
}

/**
 * A new signing secret, shown once; the old one stops at once (decision 1114: no overlap
 * window, so a leaked secret is dead the moment the owner rotates it).
 */
export async function rotateSecret(db: Db, owner: WebhookOwner, endpointId: string) {
  const secret = newSigningSecret()
  const row = await updateEndpointOfOwner(db, owner, endpointId, { secret })
  if (!row) throw notFound()
  return { secret }
}
