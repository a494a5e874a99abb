import type { EndpointSchemas } from '../http/endpoint.ts'
import {
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

const one = { params: WebhookEndpointParamsSchema }

/**
 * The zod schemas of each webhooks endpoint, as values (decision 1230): the server registers
 * its routes with them; `webhooksEndpoints` reads them by type only, so zod stays out of the web.
 */
export const webhooksSchemas = {
  list: { response: WebhookEndpointListSchema },
  create: { body: WebhookEndpointCreateSchema, response: WebhookEndpointCreatedSchema },
  update: { ...one, body: WebhookEndpointUpdateSchema, response: WebhookEndpointSchema },
  remove: { ...one, response: WebhookDeletedSchema },
  rotateSecret: { ...one, response: WebhookSecretSchema },
  deliveries: { ...one, response: WebhookDeliveryListSchema },
  sendTest: { ...one, response: WebhookDeliverySchema },
  redeliver: { params: WebhookDeliveryParamsSchema, response: WebhookDeliverySchema },
} satisfies Record<string, EndpointSchemas>
