import { endpoint } from '../http/endpoint.ts'
import type { webhooksSchemas as S } from './webhooks.schemas.ts'

/**
 * The signed-in seller's webhook endpoints (issue 24): a browser session, or an API token
 * (an OAuth app's too) with the webhooks scope (decision 1114).
 */
export const webhooksEndpoints = {
  list: endpoint<typeof S.list>()('GET', '/api/v1/webhooks'),
  create: endpoint<typeof S.create>()('POST', '/api/v1/webhooks', { status: 201 }),
  update: endpoint<typeof S.update>()('PATCH', '/api/v1/webhooks/:endpointId'),
  remove: endpoint<typeof S.remove>()('DELETE', '/api/v1/webhooks/:endpointId'),
  rotateSecret: endpoint<typeof S.rotateSecret>()('POST', '/api/v1/webhooks/:endpointId/secret'),
  deliveries: endpoint<typeof S.deliveries>()('GET', '/api/v1/webhooks/:endpointId/deliveries'),
  sendTest: endpoint<typeof S.sendTest>()('POST', '/api/v1/webhooks/:endpointId/test', {
    status: 201,
  }),
  redeliver: endpoint<typeof S.redeliver>()(
    'POST',
    '/api/v1/webhooks/:endpointId/deliveries/:deliveryId/redeliver',
    { status: 201 },
  ),
}
