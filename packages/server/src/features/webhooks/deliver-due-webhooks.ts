import { RETRY_DELAYS_MS } from '@namefolio/core/webhooks/webhooks.contract'
import { DISABLE_AFTER_FAILED_DELIVERIES } from '@namefolio/core/webhooks/webhooks.constants'
import type { Db } from '../../db/client.ts'
import type { WebhookEndpointRow } from '../../db/schema/webhooks.ts'
import { sendWebhook, SEND_TIMEOUT_MS } from './send-webhook.ts'
import type { WebhookTargetPolicy } from './webhook-target.ts'
import {
  claimDueDeliveries,
  countFailedDelivery,
  recordAttempt,
  resetEndpointFailures,
  type ClaimedDelivery,
} from './webhook-deliveries.repository.ts'

const BATCH = 20
/** A claimed delivery is someone else's again after this; longer than one send can take. */
const LEASE_SECONDS = Math.ceil(SEND_TIMEOUT_MS / 1000) * 3
/** Batches per run: the next run (a poller tick away) takes the rest. */
const MAX_BATCHES = 10

export type DeliveryDeps = {
  db: Db
  policy: WebhookTargetPolicy
  /** Told once when repeated failure disabled an endpoint: e-mails its owner. */
  onEndpointDisabled: (endpoint: WebhookEndpointRow) => Promise<void>
}

export type DeliveryRun = { delivered: number; retrying: number; failed: number }

/** When to try again after `attempts` tries, or null when the retries are used up. */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1]
  return delay === undefined ? null : new Date(now.getTime() + delay)
}

async function deliverOne(
  deps: DeliveryDeps,
  claimed: ClaimedDelivery,
  now: Date,
  run: DeliveryRun,
) {
  const outcome = await sendWebhook(
    { url: claimed.url, secret: claimed.secret },
    {
      id: claimed.message_id,
      type: claimed.type,
      occurredAt: new Date(claimed.occurred_at),
      data: claimed.data,
    },
    deps.policy,
  )
  const attempts = claimed.attempts + 1
  const retryAt = outcome.ok ? null : nextAttemptAfter(attempts, now)
  const state = outcome.ok ? 'delivered' : retryAt ? 'pending' : 'failed'
  await recordAttempt(deps.db, {
    deliveryId: claimed.delivery_id,
    statusCode: outcome.statusCode,
    responseExcerpt: outcome.responseExcerpt,
    error: outcome.error,
    durationMs: outcome.durationMs,
    at: now,
    state,
    nextAttemptAt: retryAt ?? now,
  })
  if (state === 'delivered') {
    run.delivered += 1
    await resetEndpointFailures(deps.db, claimed.endpoint_id)
  } else if (state === 'pending') {
    run.retrying += 1
  } else {
    run.failed += 1
    const disabled = await countFailedDelivery(
      deps.db,
      claimed.endpoint_id,
      DISABLE_AFTER_FAILED_DELIVERIES,
    )
    if (disabled) await deps.onEndpointDisabled(disabled)
  }
}

/**
 * Sends every due delivery once (issue 24): the body of the delivery job. Each attempt is
 * logged; a failure is tried again on the retry schedule; a delivery whose retries are used
 * up counts toward disabling its endpoint. `now` is the schedule's clock (tests move it).
 */
export async function deliverDueWebhooks(
  deps: DeliveryDeps,
  now = new Date(),
): Promise<DeliveryRun> {
  const run: DeliveryRun = { delivered: 0, retrying: 0, failed: 0 }
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const claimed = await claimDueDeliveries(deps.db, {
      now,
      limit: BATCH,
      leaseSeconds: LEASE_SECONDS,
    })
    if (claimed.length === 0) break
    await Promise.all(claimed.map((one) => deliverOne(deps, one, now, run)))
  }
  return run
}
