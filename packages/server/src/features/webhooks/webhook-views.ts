import type { WebhookDelivery, WebhookEndpoint } from '@namefolio/core/webhooks/webhooks.contract'
import type { WebhookAttemptRow, WebhookEndpointRow } from '../../db/schema/webhooks.ts'
import type { listDeliveriesOfEndpoint } from './webhook-deliveries.repository.ts'

type DeliveryRow = Awaited<ReturnType<typeof listDeliveriesOfEndpoint>>[number]

/** An endpoint as its owner sees it: never the secret. */
export function toEndpointView(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    endpointId: row.id,
    url: row.url,
    eventTypes: row.eventTypes,
    status: row.status,
    consecutiveFailures: row.consecutiveFailures,
    createdAt: row.createdAt.toISOString(),
  }
}

export function toDeliveryView(row: DeliveryRow, attempts: WebhookAttemptRow[]): WebhookDelivery {
  return {
    deliveryId: row.id,
    messageId: row.messageId,
    type: row.type,
    state: row.state,
    nextAttemptAt: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    attempts: attempts.map((a) => ({
      statusCode: a.statusCode,
      responseExcerpt: a.responseExcerpt,
      error: a.error,
      durationMs: a.durationMs,
      at: a.createdAt.toISOString(),
    })),
  }
}
