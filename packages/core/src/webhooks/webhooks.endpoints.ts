import { endpoint } from '../http/endpoint.ts'
import type {
  WebhookDeletedSchema,
  WebhookDeliveryListSchema,
  WebhookDeliveryParamsSchema,
  WebhookDeliverySchema,
  WebhookEndpointCreatedSchema,
  WebhookEndpointCreateSchema,
  WebhookEndpointListSchema,
  WebhookEndpointParamsSchema,
  WebhookEndpointSchema,
  WebhookEndpointUpdateSchema,
  WebhookSecretSchema,
} from './webhooks.contract.ts'

type One = { params: typeof WebhookEndpointParamsSchema }

/**
 * The signed-in seller's webhook endpoints (issue 24): a browser session, or an API token
 * (an OAuth app's too) with the webhooks scope (decision 1114).
 */
export const webhooksEndpoints = {
  list: endpoint<{ response: typeof WebhookEndpointListSchema }>()('GET', '/api/v1/webhooks'),
  create: endpoint<{
    body: typeof WebhookEndpointCreateSchema
    response: typeof WebhookEndpointCreatedSchema
  }>()('POST', '/api/v1/webhooks', { status: 201 }),
  update: endpoint<
    One & { body: typeof WebhookEndpointUpdateSchema; response: typeof WebhookEndpointSchema }
  >()('PATCH', '/api/v1/webhooks/:endpointId'),
  remove: endpoint<One & { response: typeof WebhookDeletedSchema }>()(
    'DELETE',
    '/api/v1/webhooks/:endpointId',
  ),
  rotateSecret: endpoint<One & { response: typeof WebhookSecretSchema }>()(
    'POST',
    '/api/v1/webhooks/:endpointId/secret',
  ),
  deliveries: endpoint<One & { response: typeof WebhookDeliveryListSchema }>()(
    'GET',
    '/api/v1/webhooks/:endpointId/deliveries',
  ),
  sendTest: endpoint<One & { response: typeof WebhookDeliverySchema }>()(
    'POST',
    '/api/v1/webhooks/:endpointId/test',
    { status: 201 },
  ),
  redeliver: endpoint<{
    params: typeof WebhookDeliveryParamsSchema
    response: typeof WebhookDeliverySchema
  }>()('POST', '/api/v1/webhooks/:endpointId/deliveries/:deliveryId/redeliver', { status: 201 }),
}
