import type { FastifyRequest } from 'fastify'
import type { WebhookOwner } from '@namefolio/core/webhooks/webhook-events'
import { webhooksEndpoints } from '@namefolio/core/webhooks/webhooks.endpoints'
import { webhooksSchemas } from '@namefolio/core/webhooks/webhooks.schemas'
import type { Db } from '../../db/client.ts'
import { requireUser } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import {
  deleteEndpoint,
  listOwnEndpoints,
  rotateSecret,
  subscribeEndpoint,
  updateEndpoint,
} from './manage-webhook-endpoints.ts'
import { listDeliveries, redeliver, sendTestEvent } from './webhook-delivery-log.ts'
import type { WebhookTargetPolicy } from './webhook-target.ts'

const tags = ['webhooks']
/** Sends by hand (test events, redeliveries) per seller: a receiver is not ours to flood. */
const byHand = { rateLimit: { max: 30, timeWindow: '1 minute' } }

/**
 * The seller's webhook endpoints (issue 24). A browser session or an API token with the
 * webhooks scope (http/api-scope.ts; an OAuth app's token included, decision 1114) acts for
 * the seller; every query is scoped to them, another seller's ids answer 404.
 */
export function registerWebhookRoutes(
  app: ZodApp,
  deps: { db: Db; policy: WebhookTargetPolicy; kick: () => Promise<void> },
): void {
  const { db, policy } = deps
  const ownerOf = (request: FastifyRequest): WebhookOwner => ({
    kind: 'seller',
    id: requireUser(request).id,
  })
  // A send by hand goes out now, not at the next poll; the log shows it either way.
  const kick = () => deps.kick().catch((err: unknown) => app.log.warn({ err }, 'no webhook kick'))

  serveEndpoint(
    app,
    webhooksEndpoints.list,
    { tags, schemas: webhooksSchemas.list },
    async (request) => ({ items: await listOwnEndpoints(db, ownerOf(request)) }),
  )
  serveEndpoint(
    app,
    webhooksEndpoints.create,
    {
      tags,
      schemas: webhooksSchemas.create,
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request) => subscribeEndpoint(db, ownerOf(request), request.body, policy),
  )
  serveEndpoint(
    app,
    webhooksEndpoints.update,
    { tags, schemas: webhooksSchemas.update },
    async (request) =>
      updateEndpoint(db, ownerOf(request), request.params.endpointId, request.body, policy),
  )
  serveEndpoint(
    app,
    webhooksEndpoints.remove,
    { tags, schemas: webhooksSchemas.remove },
    async (request) => deleteEndpoint(db, ownerOf(request), request.params.endpointId),
  )
  serveEndpoint(
    app,
    webhooksEndpoints.rotateSecret,
    { tags, schemas: webhooksSchemas.rotateSecret },
    async (request) => rotateSecret(db, ownerOf(request), request.params.endpointId),
  )
  serveEndpoint(
    app,
    webhooksEndpoints.deliveries,
    { tags, schemas: webhooksSchemas.deliveries },
    async (request) => ({
      items: await listDeliveries(db, ownerOf(request), request.params.endpointId),
    }),
  )
  serveEndpoint(
    app,
    webhooksEndpoints.sendTest,
    { tags, schemas: webhooksSchemas.sendTest, config: byHand },
    async (request) => {
      const delivery = await sendTestEvent(db, ownerOf(request), request.params.endpointId)
      await kick()
      return delivery
    },
  )
  serveEndpoint(
    app,
    webhooksEndpoints.redeliver,
    {
      tags,
      schemas: webhooksSchemas.redeliver,
      config: byHand,
    },
    async (request) => {
      const delivery = await redeliver(db, ownerOf(request), request.params)
      await kick()
      return delivery
    },
  )
}
