import { WEBHOOK_TEST_EVENT, type WebhookOwner } from '@namefolio/core/webhooks/webhook-events'
import type { WebhookDelivery } from '@namefolio/core/webhooks/webhooks.contract'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import { requireOwnEndpoint } from './manage-webhook-endpoints.ts'
import { toDeliveryView } from './webhook-views.ts'
import {
  findDeliveryOfEndpoint,
  insertDelivery,
  insertMessage,
  listAttemptsOfDeliveries,
  listDeliveriesOfEndpoint,
} from './webhook-deliveries.repository.ts'

/** The log shows this many newest deliveries of an endpoint (decision 1113). */
export const DELIVERY_LOG_LENGTH = 50

async function viewsOf(db: Db, rows: Awaited<ReturnType<typeof listDeliveriesOfEndpoint>>) {
  const attempts = await listAttemptsOfDeliveries(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((row) =>
    toDeliveryView(
      row,
      attempts.filter((a) => a.deliveryId === row.id),
    ),
  )
}

/** The delivery log: the newest deliveries of the owner's endpoint, every attempt of each. */
export async function listDeliveries(
  db: Db,
  owner: WebhookOwner,
  endpointId: string,
): Promise<WebhookDelivery[]> {
  await requireOwnEndpoint(db, owner, endpointId)
  return viewsOf(db, await listDeliveriesOfEndpoint(db, endpointId, DELIVERY_LOG_LENGTH))
}

async function viewOfNew(db: Db, endpointId: string, deliveryId: string) {
  const rows = await listDeliveriesOfEndpoint(db, endpointId, DELIVERY_LOG_LENGTH)
  const [view] = await viewsOf(
    db,
    rows.filter((r) => r.id === deliveryId),
  )
  return view!
}

/**
 * Owes one message to the endpoint again, as a new delivery with its own attempts and the
 * same webhook-id (receivers that saw it already can tell). Any state may be redelivered.
 */
export async function redeliver(
  db: Db,
  owner: WebhookOwner,
  ids: { endpointId: string; deliveryId: string },
): Promise<WebhookDelivery> {
  await requireOwnEndpoint(db, owner, ids.endpointId)
  const original = await findDeliveryOfEndpoint(db, ids.endpointId, ids.deliveryId)
  if (!original) throw new AppError('NOT_FOUND', 'No such delivery.')
  const again = await insertDelivery(db, ids.endpointId, original.messageId)
  return viewOfNew(db, ids.endpointId, again.id)
}

/**
 * A `webhook.test` message to this one endpoint, whatever it subscribed to, so an owner can
 * check their receiver and its signature check (decision 1113). A paused or disabled endpoint
 * is refused: the message would wait unseen.
 */
export async function sendTestEvent(
  db: Db,
  owner: WebhookOwner,
  endpointId: string,
): Promise<WebhookDelivery> {
  const endpoint = await requireOwnEndpoint(db, owner, endpointId)
  if (endpoint.status !== 'active') {
    throw new AppError('CONFLICT', 'Resume the endpoint first.', {
      fields: [{ field: 'endpointId', code: 'webhooks.error.notActive' }],
    })
  }
  const message = await insertMessage(db, {
    type: WEBHOOK_TEST_EVENT,
    data: { endpointId, note: 'A test event sent from Namefolio.' },
  })
  const delivery = await insertDelivery(db, endpointId, message.id)
  return viewOfNew(db, endpointId, delivery.id)
}
