import { WEBHOOK_EVENT_TYPES } from '@namefolio/core/webhooks/webhook-events'
import { RETRY_DELAYS_MS } from '@namefolio/core/webhooks/webhooks.contract'
import { DISABLE_AFTER_FAILED_DELIVERIES } from '@namefolio/core/webhooks/webhooks.constants'

/** A wait in the guide's words: 5 s, 5 min, 2 h. */
function spokenWait(ms: number): string {
  if (ms < 60_000) return `${ms / 1000} s`
  if (ms < 3_600_000) return `${ms / 60_000} min`
  return `${ms / 3_600_000} h`
}

/**
 * The webhooks guide's event list and retry schedule, from the lists the delivery job itself
 * uses (decision 1124), so the guide cannot promise another schedule than the one that runs.
 */
export function webhookEventsList(): string {
  return [
    'The event types you can subscribe to:',
    '',
    ...WEBHOOK_EVENT_TYPES.map((type) => `- \`${type}\``),
    '',
    `A delivery that fails is tried again after ${RETRY_DELAYS_MS.map(spokenWait).join(', ')}; ` +
      'after the last it has failed for good. When ' +
      `${DISABLE_AFTER_FAILED_DELIVERIES} deliveries in a row have failed for good, the endpoint ` +
      'is disabled and its owner gets an e-mail; fix the receiver, then resume it on the Webhooks page.',
  ].join('\n')
}
