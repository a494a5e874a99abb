/**
 * The events a webhook subscription can receive (issue 24). Names are `resource.happening`, as
 * receivers route on them; a payload always carries the ids a receiver needs to fetch the rest
 * through the API.
 */
export const WEBHOOK_EVENT_TYPES = [
  'offer.received',
  'offer.countered',
  'price.agreed',
  'transaction.paid',
  'transfer.updated',
  'payout.issued',
  'listing.changed',
  'upload.finished',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]

/**
 * The message an owner sends to one endpoint by hand ("Send test event"); nobody subscribes
 * to it, so it is not one of the event types (decision 1113).
 */
export const WEBHOOK_TEST_EVENT = 'webhook.test'
export type WebhookMessageType = WebhookEventType | typeof WEBHOOK_TEST_EVENT

/**
 * Who a subscription belongs to: a seller (their own data), an OAuth app (the sellers who granted
 * it), or a distribution partner (the orders it placed).
 */
export const WEBHOOK_OWNER_KINDS = ['seller', 'oauth_client', 'partner'] as const
export type WebhookOwnerKind = (typeof WEBHOOK_OWNER_KINDS)[number]
export type WebhookOwner = { kind: WebhookOwnerKind; id: string }
