// The outbox lives in the shared db layer so every feature can publish (decision 1110); this
// feature's callers (and the groundwork's signature) keep importing it from here.
export { publishWebhookEvent, type WebhookEvent } from '../../db/webhook-outbox.ts'
