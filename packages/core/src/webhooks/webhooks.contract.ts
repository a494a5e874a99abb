import { z } from 'zod'
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT } from './webhook-events.ts'
import { MAX_WEBHOOK_URL_LENGTH } from './webhooks.constants.ts'

/**
 * Waits after each failed attempt (decision 1112): the Standard Webhooks recommendation,
 * immediately then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. After the last, the delivery
 * has failed for good (about 27.5 hours after the event).
 */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const

const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES)
const eventTypes = z
  .array(webhookEventTypeSchema)
  .min(1)
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((types) => [...new Set(types)])

export const WebhookEndpointStatusSchema = z.enum(['active', 'paused', 'disabled'])

/** One subscribed URL as its owner sees it; the secret is shown once, when made or rotated. */
export const WebhookEndpointSchema = z.object({
  endpointId: z.uuid(),
  url: z.string(),
  eventTypes: z.array(webhookEventTypeSchema),
  status: WebhookEndpointStatusSchema,
  /** Deliveries that failed for good in a row; DISABLE_AFTER_FAILED_DELIVERIES disable it. */
  consecutiveFailures: z.number().int(),
  createdAt: z.string(),
})
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>

export const WebhookEndpointListSchema = z.object({ items: z.array(WebhookEndpointSchema) })

export const WebhookEndpointCreateSchema = z.object({
  url: z.string().trim().min(1).max(MAX_WEBHOOK_URL_LENGTH),
  eventTypes,
})
export type WebhookEndpointCreate = z.input<typeof WebhookEndpointCreateSchema>

/** The new endpoint and its Standard Webhooks signing secret (`whsec_…`), shown this once. */
export const WebhookEndpointCreatedSchema = z.object({
  endpoint: WebhookEndpointSchema,
  secret: z.string(),
})
export type WebhookEndpointCreated = z.infer<typeof WebhookEndpointCreatedSchema>

/** Change the URL or the events, pause (`paused`) or resume (`active`, also after disabling). */
export const WebhookEndpointUpdateSchema = z
  .object({
    url: z.string().trim().min(1).max(MAX_WEBHOOK_URL_LENGTH).optional(),
    eventTypes: eventTypes.optional(),
    status: z.enum(['active', 'paused']).optional(),
  })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), {
    message: 'Nothing to change.',
  })
export type WebhookEndpointUpdate = z.input<typeof WebhookEndpointUpdateSchema>

export const WebhookEndpointParamsSchema = z.object({ endpointId: z.uuid() })
export const WebhookDeliveryParamsSchema = z.object({
  endpointId: z.uuid(),
  deliveryId: z.uuid(),
})

export const WebhookSecretSchema = z.object({ secret: z.string() })
export const WebhookDeletedSchema = z.object({ deleted: z.literal(true) })

/** One try at sending: the receiver's status code, or the error when none came back. */
export const WebhookAttemptSchema = z.object({
  statusCode: z.number().int().nullable(),
  responseExcerpt: z.string().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  at: z.string(),
})
export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>

export const WebhookDeliverySchema = z.object({
  deliveryId: z.uuid(),
  /** The Standard Webhooks `webhook-id`: the same on every attempt and redelivery. */
  messageId: z.uuid(),
  type: z.union([webhookEventTypeSchema, z.literal(WEBHOOK_TEST_EVENT)]),
  state: z.enum(['pending', 'delivered', 'failed']),
  /** When the next attempt is due, while pending. */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  attempts: z.array(WebhookAttemptSchema),
})
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>

export const WebhookDeliveryListSchema = z.object({ items: z.array(WebhookDeliverySchema) })
